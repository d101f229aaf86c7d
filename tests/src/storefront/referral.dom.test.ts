import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../src/storefront/widgets/referral';
import { contextOf, settle } from './widgets-fixtures';

afterEach(() => {
  document.body.textContent = '';
  localStorage.clear();
});

describe('the referral block', () => {
  it('reveals the visitor\'s share link on the button and copies it with feedback', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { ctx } = contextOf({});
    const host = document.createElement('rv-referral');
    document.body.append(host);
    mount(host, ctx);
    expect(host.querySelector('h2')?.textContent).toBe('Give 10%, get 10%');
    host.querySelector<HTMLButtonElement>('button')!.click();
    const input = host.querySelector('input')!;
    expect(input.value).toMatch(/^https:\/\/demo\.myshopify\.com\/\?ref=[a-z0-9]{10}$/);
    expect(input.value).toContain(localStorage.getItem('RV_REFERRAL_CODE'));
    [...host.querySelectorAll('button')].find((b) => b.textContent === 'Copy link')!.click();
    await settle();
    expect(writeText).toHaveBeenCalledWith(input.value);
    expect(host.querySelector('[role=status]')?.textContent).toBe('Link copied');
  });
});
