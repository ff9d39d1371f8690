import { extensionMacrosIn, playbookExtensions, requiredFiles } from './asciidoc-extension-macros';

const where = (macros: ReturnType<typeof extensionMacrosIn>) =>
  macros.map(({ name, kind, line }) => `${kind} ${name} ${line}`);

describe('the macros a book’s own Asciidoctor extension registers', () => {
  it('reads inline_macro :name blocks in an Extensions.register block', () => {
    const text = [
      "require 'asciidoctor/extensions'",
      '',
      'Asciidoctor::Extensions.register do',
      '  inline_macro :insn do',
      '    process do |parent, name, args|',
      '      RVFormat.process(self, parent, RVFormat.instruction(name, args))',
      '    end',
      '  end',
      '',
      '  inline_macro :extlink do',
      '    process do |parent, name, args|',
      '    end',
      '  end',
      "  block_macro 'gist' do",
      '  end',
      'end',
    ].join('\n');
    expect(where(extensionMacrosIn('src/lib/macros.rb', text))).toEqual([
      'inline insn 4',
      'inline extlink 10',
      'block gist 14',
    ]);
  });

  it('reads a processor class’s named (and a match expression’s name), not its positional attributes', () => {
    const text = [
      'class ManInlineMacro < Asciidoctor::Extensions::InlineMacroProcessor',
      '  use_dsl',
      '  named :man',
      "  name_positional_attributes 'volnum'",
      'end',
      '',
      'class ChromeMacro < Asciidoctor::Extensions::InlineMacroProcessor',
      '  use_dsl',
      '  match /(?:chrome|browser):(\\S+?)\\[(.*?)\\]/',
      'end',
      '',
      'Asciidoctor::Extensions.register do',
      '  inline_macro ManInlineMacro',
      '  inline_macro do',
      '    named :emoji',
      '  end',
      'end',
    ].join('\n');
    expect(where(extensionMacrosIn('lib/man.rb', text))).toEqual([
      'inline man 3',
      'inline chrome 9',
      'inline browser 9',
      'inline emoji 15',
    ]);
  });

  it('reads Asciidoctor.js’s registrations too', () => {
    const text = [
      'module.exports.register = function register (registry) {',
      "  registry.inlineMacro('kbdx', function () {",
      '    this.process((parent, target) => this.createInline(parent, "quoted", target))',
      '  })',
      '  registry.blockMacro(function () {',
      "    this.named('gist')",
      '  })',
      '}',
    ].join('\n');
    expect(where(extensionMacrosIn('lib/ext.js', text))).toEqual(['inline kbdx 2', 'block gist 6']);
  });

  it('finds nothing in a Ruby file that registers no macro', () => {
    const text = ['Asciidoctor::Extensions.register do', '  preprocessor ChangebarPreprocessor', 'end'].join(
      '\n',
    );
    expect(extensionMacrosIn('src/lib/changebar.rb', text)).toEqual([]);
  });
});

describe('the files a book’s build loads as extensions', () => {
  it('are the paths a Makefile’s asciidoctor options require, not the gems', () => {
    const makefile = [
      'REQUIRES := --require=asciidoctor-bibtex \\',
      '            --require=asciidoctor-diagram \\',
      '           -r ./src/lib/volume-xrefs.rb \\',
      '           -r ./src/lib/macros.rb',
      '# -r ./old/commented.rb',
      '\tasciidoctor --require lib/shout $(REQUIRES) book.adoc',
    ].join('\n');
    expect(requiredFiles('Makefile', makefile)).toEqual([
      {
        path: './src/lib/volume-xrefs.rb',
        at: { file: 'Makefile', line: 3 },
      },
      { path: './src/lib/macros.rb', at: { file: 'Makefile', line: 4 } },
      { path: 'lib/shout', at: { file: 'Makefile', line: 6 } },
    ]);
  });

  it('are the files an Antora playbook lists among its extensions', () => {
    const playbook = [
      'asciidoc:',
      '  extensions:',
      '  - ./lib/shout-block.js',
      "  - '@asciidoctor/tabs'",
      '  - require: ./lib/kbd.js',
    ].join('\n');
    expect(
      playbookExtensions('antora-playbook.yml', playbook).map(({ path, at }) => `${path} ${at.line}`),
    ).toEqual(['lib/shout-block.js 3', 'lib/kbd.js 5']);
  });
});
