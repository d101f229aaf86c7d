import { afterEach, describe, expect, it } from 'vitest';
import { disagreeingAttributes } from '../../../src/app/config';
import { snapshotHostPage, undoPolarisWrites } from '../../../src/app/host-page';

describe("undoing Polaris' writes on the host page", () => {
  afterEach(() => {
    for (const el of [document.documentElement, document.body]) {
      el.removeAttribute('style');
      el.removeAttribute('class');
    }
  });

  it('puts back what the page had and drops what Polaris added, leaving no empty attribute', () => {
    document.documentElement.className = 'host-dark';
    const snapshot = snapshotHostPage();
    document.documentElement.classList.add('p-theme-light');
    document.documentElement.style.setProperty('--pc-app-provider-scrollbar-width', '0px');
    document.documentElement.style.setProperty('--pc-frame-offset', '0px');
    document.body.style.backgroundColor = 'var(--p-color-bg)';
    document.body.style.color = 'var(--p-color-text)';
    const moved = undoPolarisWrites(snapshot);
    expect(document.documentElement.getAttribute('class')).toBe('host-dark');
    expect(document.documentElement.hasAttribute('style')).toBe(false);
    expect(document.body.hasAttribute('style')).toBe(false);
    expect(moved).toEqual({ '--pc-app-provider-scrollbar-width': '0px', '--pc-frame-offset': '0px' });
  });

  it("restores the page's own values exactly and keeps what the page changed meanwhile", () => {
    document.documentElement.setAttribute('style', '--host: 1');
    document.body.setAttribute('style', 'color: red');
    const snapshot = snapshotHostPage();
    document.body.style.color = 'var(--p-color-text)';
    document.body.style.backgroundColor = 'white';
    document.documentElement.style.setProperty('--pc-frame-offset', '4px');
    document.documentElement.classList.add('p-theme-light', 'host-added');
    undoPolarisWrites(snapshot);
    expect(document.body.style.color).toBe('red');
    expect(document.body.style.backgroundColor).toBe('white');
    expect(document.documentElement.style.getPropertyValue('--host').trim()).toBe('1');
    expect(document.documentElement.style.getPropertyValue('--pc-frame-offset')).toBe('');
    expect(document.documentElement.getAttribute('class')).toBe('host-added');
  });
});

describe('page-wide attributes', () => {
  const first = { apiBase: 'https://api.example.com/', mode: 'provider' };

  it('names the page-wide attributes a later element sets differently', () => {
    expect(disagreeingAttributes(first, { apiBase: 'https://other.example.com/', appId: 'x', lang: 'de' })).toEqual(['api-base', 'app-id']);
  });

  it('does not count attributes left out, the same values, or per-element ones', () => {
    expect(disagreeingAttributes(first, {})).toEqual([]);
    expect(disagreeingAttributes(first, { apiBase: 'https://api.example.com', mode: 'provider', lang: 'fr', headerShow: false })).toEqual([]);
  });
});
