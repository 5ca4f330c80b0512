// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from './toaster';
import { createToastStore } from './use-toast';

afterEach(cleanup);

describe('<Toaster>', () => {
  it('shows one toast at a time: the newest replaces the one on screen', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => void store.toast({ title: 'Search saved', description: 'Find it under Saved Searches.' }));
    expect(screen.getByText('Search saved')).toBeTruthy();
    act(() => void store.toast({ title: 'Error deleting search', description: '500: boom', variant: 'destructive' }));
    expect(screen.queryByText('Search saved')).toBeNull();
    expect(screen.getByText('Error deleting search')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
