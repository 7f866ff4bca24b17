import { getSite } from '@eb/domain/sites';
import { describe, expect, it } from 'vitest';
import { escapeHtml, renderMailLayout } from '../../src/modules/mail/layout.ts';

describe('mail layout', () => {
  it('escapes every character that could open markup or end an attribute', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
    expect(escapeHtml(42)).toBe('42');
  });

  it("frames the body with the site's brand, colours and help phone, in both parts", () => {
    const site = getSite(11);
    const mail = renderMailLayout({
      site,
      title: 'Your <estimate>',
      bodyHtml: '<p>Hello</p>',
      bodyText: 'Hello',
      action: { label: 'Open "it"', href: 'https://example.test/load/a?x=1&y=2' },
    });
    expect(mail.html).toContain('Harborline Home Improvement');
    expect(mail.html).toContain(site.theme.primary);
    expect(mail.html).toContain('<title>Your &lt;estimate&gt;</title>');
    expect(mail.html).not.toContain('<estimate>');
    expect(mail.html).toContain('<p>Hello</p>');
    expect(mail.html).toContain('href="https://example.test/load/a?x=1&amp;y=2"');
    expect(mail.html).toContain('Open &quot;it&quot;');
    expect(mail.html).toContain(site.phones.online);
    expect(mail.text).toContain('Your <estimate>');
    expect(mail.text).toContain('Open "it": https://example.test/load/a?x=1&y=2');
    expect(mail.text).toContain(`Questions? Call ${site.phones.online}`);
    expect(mail.text).not.toMatch(/<(p|a|table|td)\b/);
  });

  it('uses a band header for band sites and a light bar with a rule for bar sites', () => {
    const band = renderMailLayout({ site: getSite(3), title: 't', bodyHtml: '', bodyText: '' });
    const bar = renderMailLayout({ site: getSite(11), title: 't', bodyHtml: '', bodyText: '' });
    expect(band.html).toContain(`background:${getSite(3).theme.primary};color:#ffffff;`);
    expect(bar.html).toContain(`border-bottom:4px solid ${getSite(11).theme.primary}`);
  });

  it('refuses a link that is not http(s)', () => {
    expect(() =>
      renderMailLayout({ site: getSite(3), title: 't', bodyHtml: '', bodyText: '', action: { label: 'x', href: 'javascript:alert(1)' } }),
    ).toThrow(/http/);
  });
});
