// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { idParam, useQueryParams } from './query-params';

describe('the page’s query parameters', () => {
  it('are read from the address, and a change replaces it, keeping the path and the other parameters', () => {
    window.history.replaceState(null, '', '/admin?tab=chat&lead=7&q=rita+okafor');
    const entries = window.history.length;
    const { result } = renderHook(() => useQueryParams());
    expect(result.current[0].get('lead')).toBe('7');
    expect(result.current[0].get('q')).toBe('rita okafor');

    act(() => result.current[1]((params) => params.delete('lead')));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/admin?tab=chat&q=rita+okafor');
    expect(result.current[0].get('lead')).toBeNull();
    expect(window.history.length).toBe(entries);

    act(() => result.current[1]((params) => params.set('tab', 'leads')));
    expect(window.location.search).toBe('?tab=leads&q=rita+okafor');
  });

  it('leave no bare "?" when the last one goes', () => {
    window.history.replaceState(null, '', '/admin?account=12');
    const { result } = renderHook(() => useQueryParams());
    act(() => result.current[1]((params) => params.delete('account')));
    expect(window.location.href).toBe(`${window.location.origin}/admin`);
  });
});

describe('the id a link names', () => {
  it('is a positive whole number, else none', () => {
    const query = new URLSearchParams('lead=7&room=0&account=x&doc=1.5&note=-3');
    expect(['lead', 'room', 'account', 'doc', 'note', 'absent'].map((name) => idParam(query, name))).toEqual([7, null, null, null, null, null]);
  });
});
