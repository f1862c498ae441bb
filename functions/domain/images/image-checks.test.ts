import { detectImageKind } from './file-type';
import { imageNameFromSource, newImageName, parseImageName, quizImageTarget } from './image-names';
import { unsafeSvgReason } from './svg-safety';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const svg = (body: string) =>
  Buffer.from(`<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`);

describe('real image type by magic numbers', () => {
  it.each([
    [png, 'png'],
    [jpeg, 'jpeg'],
    [svg('<rect width="10" height="10"/>'), 'svg'],
    [Buffer.from('\uFEFF<svg></svg>'), 'svg'],
    [Buffer.from('GIF89a'), 'gif'],
    [Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f]), 'webm'],
    [Buffer.from([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]), 'mp4'],
    [Buffer.from('GIF'), null],
    [Buffer.from('<html><svg></svg></html>'), null],
    [Buffer.from([0x89, 0x50]), null],
  ])('%#: detects %s', (bytes, kind) => {
    expect(detectImageKind(bytes)).toBe(kind);
  });
});

describe('SVG safety', () => {
  it.each([
    '<rect width="10" height="10" fill="url(#g)"/>',
    '<use href="#shape"/>',
    '<image href="data:image/png;base64,AAAA"/>',
    '<style>.a{fill:red}</style>',
    '<path d="M0 0h10" marker-start="url(#arrow)" style="fill:url(\'#g\')"/>',
    '<style>.a{fill:\\23 fff}/* a comment */</style>',
  ])('keeps %s', (body) => {
    expect(unsafeSvgReason(svg(body).toString())).toBeNull();
  });

  it.each([
    '<script>alert(1)</script>',
    '<rect onload="alert(1)"/>',
    '<a href="https://evil.example/">x</a>',
    '<image xlink:href="http://evil.example/x.png"/>',
    "<use href='//evil.example/s.svg#a'/>",
    '<rect style="fill:url(https://evil.example/x)"/>',
    '<foreignObject><div/></foreignObject>',
    '<style>@import url(x.css);</style>',
    '<a href="javascript:alert(1)">x</a>',
    '<image href="data:image/svg+xml;base64,PHN2Zz4="/>',
  ])('refuses %s', (body) => {
    expect(unsafeSvgReason(svg(body).toString())).not.toBeNull();
  });

  it.each([
    '<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>',
    '<rect xmlns:e="http://www.w3.org/2000/svg" e:onclick="alert(1)" width="1" height="1"/>',
    '<h:iframe xmlns:h="http://www.w3.org/1999/xhtml" src="https://evil.example/"/>',
    '<svg:image xmlns:svg="http://www.w3.org/2000/svg" xmlns:l="http://www.w3.org/1999/xlink" l:href="https://evil.example/x.png"/>',
    '<style><![CDATA[@import url(https://evil.example/x.css);]]></style>',
    '<rect width="1" height="1"',
    '<a href="java&#115;cript:alert(1)">x</a>',
    '<text>&custom;</text>',
    '<g></rect>',
    '<?xml-stylesheet href="https://evil.example/x.css"?><rect/>',
    '<x:rect/>',
  ])('refuses the namespace or parser trick %s', (body) => {
    expect(unsafeSvgReason(svg(body).toString())).not.toBeNull();
  });

  // issue 21 §5: CSS escapes and url() outside the few attributes that were checked.
  it.each([
    '<style>@\\69mport "https://evil.example/x.css";</style>',
    '<style>@\\000069mport url(https://evil.example/x.css);</style>',
    '<rect style="fill:\\75rl(https://evil.example/x)"/>',
    '<rect style="fill:u\\rl(https://evil.example/x)"/>',
    '<rect style="fill:u\\72l(https://evil.example/x)"/>',
    '<style>.a{fill:u\\\nrl(https://evil.example/x)}</style>',
    '<path d="M0 0h10" marker-start="url(https://evil.example/m.svg#m)"/>',
    '<rect width="1" height="1" cursor="url(https://evil.example/c.png), auto"/>',
    '<rect width="1" height="1" stroke="URL( //evil.example/x )"/>',
    '<style>.a{background:image-set("https://evil.example/x.png" 1x)}</style>',
    '<style>@font-face{font-family:x;src:local(x)}</style>',
    '<rect style="fill:url(data:image/png;base64,AAAA)"/>',
  ])('refuses the CSS trick %s', (body) => {
    expect(unsafeSvgReason(svg(body).toString())).not.toBeNull();
  });

  it('keeps the inert metadata an editor writes (Inkscape, RDF)', () => {
    const inkscape = svg(
      '<sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" pagecolor="#fff"/>' +
        '<metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata><path d="M0 0h10v10z"/>',
    );
    expect(unsafeSvgReason(inkscape.toString())).toBeNull();
  });

  it('refuses entity tricks', () => {
    expect(unsafeSvgReason('<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>')).not.toBeNull();
  });
});

describe('image names', () => {
  it('round-trips owner, target, doctor and kind', () => {
    const logo = newImageName('u-1', 'logo', 'svg');
    expect(parseImageName(logo)).toEqual({ userId: 'u-1', target: 'logo', kind: 'svg' });
    const photo = newImageName('u-1', 'square', 'jpeg', 'doc-7');
    expect(photo).toMatch(/^u-1_doc-7_square_[A-Za-z0-9-]+\.jpg$/);
    expect(parseImageName(photo)).toEqual({ userId: 'u-1', target: 'square', doctorId: 'doc-7', kind: 'jpeg' });
    expect(newImageName('u', 'logo', 'png')).not.toBe(newImageName('u', 'logo', 'png'));
  });

  it('names quiz media by the quiz version they were uploaded for', () => {
    const name = newImageName('u-1', quizImageTarget({ mobileVersion: true, ABTest: true }), 'webm');
    expect(name).toMatch(/^u-1_quiz-mobile-ab_[A-Za-z0-9-]+\.webm$/);
    expect(parseImageName(name)).toEqual({ userId: 'u-1', target: 'quiz-mobile-ab', kind: 'webm' });
    expect(parseImageName(newImageName('u-1', quizImageTarget({}), 'jpeg'))).toEqual({ userId: 'u-1', target: 'quiz', kind: 'jpeg' });
  });

  it.each(['../x.png', 'u_logo_x.gif', 'u_d_square_x.mp4', 'u_d_avatar_x.png', 'u/logo_x.png', 'u_quiz-x_y.png'])('refuses %s', (name) => {
    expect(parseImageName(name)).toBeNull();
  });

  it('finds the name in an image URL', () => {
    expect(imageNameFromSource('/api/img?name=u_logo_a.png&size=250x250&time=1')).toBe('u_logo_a.png');
    expect(imageNameFromSource('u_logo_a.png')).toBe('u_logo_a.png');
  });
});
