// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { keepFocusOnPage } from './lost-focus.js';
import { fixMenuFocus } from './menu-focus.js';
import { focusPageHeading } from './page-heading.js';

const html = (markup: string) => {
  document.body.innerHTML = markup;
};
const byId = (id: string) => document.getElementById(id) as HTMLElement;

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('focusPageHeading', () => {
  it('waits for the new screen’s h1 and focuses it, focusable by script only', async () => {
    vi.useFakeTimers();
    html('<main id="main-content"><a id="link" href="/x">x</a></main>');
    byId('link').focus();
    focusPageHeading();
    byId('main-content').innerHTML = '<p>loading</p>';
    await vi.advanceTimersByTimeAsync(100);
    expect(document.activeElement).toBe(document.body);
    byId('main-content').innerHTML = '<h1 id="title">Jobs</h1>';
    await vi.advanceTimersByTimeAsync(100);
    expect(document.activeElement).toBe(byId('title'));
    expect(byId('title').tabIndex).toBe(-1);
  });

  it('leaves focus where the person put it meanwhile, and on a tab whose panels have addresses', async () => {
    vi.useFakeTimers();
    html('<main id="main-content"><a id="link" href="/x">x</a><input id="field"></main>');
    byId('link').focus();
    focusPageHeading();
    byId('field').focus();
    byId('main-content').insertAdjacentHTML('beforeend', '<h1 id="title">Jobs</h1>');
    await vi.advanceTimersByTimeAsync(100);
    expect(document.activeElement).toBe(byId('field'));

    html('<div role="tablist"><button id="tab" role="tab">A</button></div><main id="main-content"><h1>T</h1></main>');
    byId('tab').focus();
    focusPageHeading();
    await vi.advanceTimersByTimeAsync(100);
    expect(document.activeElement).toBe(byId('tab'));
  });
});

describe('keepFocusOnPage', () => {
  beforeAll(() => keepFocusOnPage());

  it('moves focus from a removed row to the row now in its place', async () => {
    html(`<main id="main-content"><h1>People</h1><table><tbody>
      <tr id="r1"><td><button id="b1">Actions for A</button></td></tr>
      <tr id="r2"><td><button id="b2">Actions for B</button></td></tr>
    </tbody></table></main>`);
    byId('b1').focus();
    byId('r1').remove();
    await vi.waitFor(() => expect(document.activeElement).toBe(byId('b2')));
  });

  it('falls back to the page’s heading when the list is gone too', async () => {
    html(
      '<main id="main-content"><h1 id="title">People</h1><ul id="list"><li><button id="b">x</button></li></ul></main>',
    );
    byId('b').focus();
    byId('list').remove();
    await vi.waitFor(() => expect(document.activeElement).toBe(byId('title')));
  });
});

describe('fixMenuFocus', () => {
  beforeAll(() => fixMenuFocus());

  const menu = () =>
    html(`<button id="target" aria-controls="dd">More</button>
      <div id="dd" data-menu-dropdown role="menu"><div id="ph" data-autofocus tabindex="-1"></div>
      <button id="first" data-menu-item role="menuitem">Edit</button><button id="second" data-menu-item>Delete</button></div>`);

  it('opened from the keyboard, a menu focuses its first item instead of its placeholder', () => {
    menu();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    byId('ph').focus();
    expect(document.activeElement).toBe(byId('first'));
  });

  it('opened by a pointer, the placeholder keeps focus', () => {
    menu();
    document.dispatchEvent(new Event('pointerdown'));
    byId('ph').focus();
    expect(document.activeElement).toBe(byId('ph'));
  });

  it('an item gives focus to the menu’s button before its own action runs', () => {
    menu();
    let focusedDuringAction: Element | null = null;
    byId('second').addEventListener('click', () => {
      focusedDuringAction = document.activeElement;
    });
    byId('second').focus();
    byId('second').click();
    expect(focusedDuringAction).toBe(byId('target'));
  });
});
