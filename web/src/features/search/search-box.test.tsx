// @vitest-environment jsdom
// The search field's filter chips: each one's remove button removes that filter, and is a target a thumb can hit.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResolvedTag } from '../../lib/search-tags';
import { SearchBox } from './search-box';

afterEach(cleanup);

const TAGS: ResolvedTag[] = [
  { tag: 'google', kind: 'platform', value: 'google', label: 'Google Ads' },
  { tag: 'mars', kind: null, value: null, label: 'mars' },
];

function renderBox(onRemoveTag = vi.fn()) {
  render(<SearchBox text="" tags={TAGS} onTextChange={vi.fn()} onSubmit={vi.fn()} onRemoveTag={onRemoveTag} onSave={vi.fn()} saving={false} />);
  return onRemoveTag;
}

describe('the search box filter chips', () => {
  it('when a chip\'s × is tapped, then that filter alone is removed', () => {
    const onRemoveTag = renderBox();
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter mars' }));
    expect(onRemoveTag).toHaveBeenCalledExactlyOnceWith('mars');
  });

  it('gives each × a 24×24 px target (WCAG 2.2, 2.5.8); jsdom has no layout, so the class that sets it is checked', () => {
    renderBox();
    for (const name of ['Remove filter Google Ads', 'Remove filter mars']) {
      expect(screen.getByRole('button', { name }).className.split(' ')).toContain('size-6');
    }
  });
});
