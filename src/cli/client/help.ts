/** The client part of `octavo help`; the entry point puts it beside the server commands. */
export const CLIENT_HELP = `Client (talks to a server over HTTP; server from --url, $OCTAVO_URL, the saved login,
else http://localhost:3000; token from --token, $OCTAVO_TOKEN or the saved login):
  octavo login [--url URL] [--token T]           save server and token, after asking the server whose it is (0600)
  octavo whoami                                  check the saved token; print user name and server
  octavo info [-p owner/repo]                    server, user, project and its latest build
  octavo build <API_TOKEN> <PROJECT> <FORMATS> [BRANCH]
                                                 build, as the Ruby atlas-api gem (FORMATS: pdf,epub,mobi,html,platform)
  octavo build [-p owner/repo] [--pdf] [--epub] [--mobi] [--html] [--platform] [-b BRANCH] [--download DIR]
                                                 build, as the Go atlas client; project from the Git remotes
                                                 when -p is absent; --pdf when no format is given
  octavo builds verify <BUILD_ID>                the server renders the build's commit again aside and compares
                                                 every format with what was stored; exit 1 on a mismatch
  octavo open [-p owner/repo] [--public]         open the project (or its published site) in a browser
  octavo publish [-p owner/repo] [--public|--private] [--follow BRANCH|--no-follow]
                                                 publish the latest html build as a site, then open it
  Every client command takes --url URL; build also --interval SECONDS (poll period, default 2).
  Exit status: 0 done, 1 a format failed or the server refused, 2 wrong usage.
`;

export const COMMAND_HELP: Record<string, string> = {
  build: `usage:
  octavo build <API_TOKEN> <PROJECT> <FORMATS> [BRANCH] [--download DIR]
  octavo build [-p owner/repo] [--pdf] [--epub] [--mobi] [--html] [--platform] [-b BRANCH] [--download DIR]
               [--token T] [--url URL] [--interval SECONDS]

Requests a build, shows each format's progress, then prints each format's status and message and the
download links. Without -p the project comes from the current clone's Git remotes (the one pointing at this
server first). No format flag means --pdf. --download DIR saves the finished files into DIR.
Exits 1 when any format failed.
`,
  builds: `usage: octavo builds verify <BUILD_ID> [--token T] [--url URL]

Asks the server to render the build's commit again aside (same renderers, same commit date) and to compare
each format with the file the build stored and the SHA-256 recorded when it completed. Prints per format
"match", or "MISMATCH" with the first differing file inside a zip (EPUB, HTML zip, source zip) or the byte
and object of a PDF. MOBI cannot be reproduced (Calibre writes times and random ids): its stored file is
checked against the recorded SHA-256 instead. Nothing about the build changes. Exits 1 on any mismatch.
`,
  login: `usage: octavo login [--url URL] [--token T] [--username U]

Asks for the server address and an API token (create one in the web UI under account settings → Tokens),
asks the server whose token it is, and saves the server, that user name and the token to
$XDG_CONFIG_HOME/octavo/config.json (else ~/.config/octavo/config.json), readable only by you. With
--username, a token of another user is refused. Answers are read from stdin when it is not a terminal.
`,
  whoami: `usage: octavo whoami [--url URL]

Checks the saved token against the server and prints the saved user name and the server address.
`,
  info: `usage: octavo info [-p owner/repo] [--url URL]

Prints the server, the saved user, and — inside a clone or with -p — the project and its latest build.
`,
  open: `usage: octavo open [-p owner/repo] [--public] [--url URL]

Opens the project's page (or with --public its published site) using $BROWSER, xdg-open or open;
prints the address when no browser can be started.
`,
  publish: `usage: octavo publish [-p owner/repo] [--public | --private] [--follow BRANCH | --no-follow] [--url URL]

Publishes the project's latest completed html build as a site, then says what the site now is and opens it.
The site keeps its visibility unless you say otherwise: --public makes it readable by anyone with the link,
--private only by people who can read the project (a new site is private). --follow BRANCH publishes the
latest html build of BRANCH now and each later one as it completes; --no-follow stops that.
`,
};
