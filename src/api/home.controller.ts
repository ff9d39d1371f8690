import { Controller, Get, Header } from '@nestjs/common';

/** Until the web UI lands: a page that says what is running and where to go. */
@Controller()
export class HomeController {
  @Get()
  @Header('content-type', 'text/html; charset=utf-8')
  home(): string {
    return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Octavo</title></head>
<body><h1>Octavo</h1><p>Git-backed book publishing. The HTTP API lives under <code>/api</code>;
see the README for the tour.</p></body></html>`;
  }

  @Get('healthz')
  health() {
    return { status: 'ok' };
  }
}
