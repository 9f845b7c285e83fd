import { describe, expect, it } from 'vitest';
import { type Figure, publishedFiguresSchema } from '../../../../../contract/content/content';
import { emptyFigure, figureItem, figuresResolver, previewInput } from './figure-form';

const records: Figure = {
  source: 'records',
  measure: 'recovered',
  from: '2025-01-01',
  to: null,
  label: '',
  conversion: { convertTo: 'GBP', rates: { EUR: { rate: '0.85', asOf: '2026-11-30' } } },
};

const resolve = (items: unknown[]) =>
  figuresResolver({ items } as never, undefined, { fields: {}, shouldUseNativeValidation: false } as never) as Promise<{
    values: { items?: Figure[] };
    errors: { items?: Array<Record<string, { message?: string }> | undefined> };
  }>;

describe('the figures editor', () => {
  it('holds a stored figure in its form and gives it back as stored, the other kind’s fields dropped', async () => {
    const stated: Figure = {
      source: 'stated',
      value: '14',
      label: 'Years in practice',
      sourceNote: 'Companies House accounts 2025',
      example: false,
    };
    const items = [figureItem(records), figureItem(stated)];
    expect(items[0]).toMatchObject({
      source: 'records',
      to: '',
      conversion: { convertTo: 'GBP', rates: { EUR: { rate: '0.85' }, USD: { rate: '' } } },
    });
    const { values, errors } = await resolve(items);
    expect(errors).toEqual({});
    expect(values.items).toEqual([records, stated]);
    expect(publishedFiguresSchema.parse(values.items)).toEqual([records, stated]);
  });

  it('asks for the live value only once a figure from the records reads as one, and says what is wrong before', () => {
    expect(previewInput(emptyFigure())).toEqual({ problem: null });
    expect(previewInput({ ...emptyFigure(), from: '2025-01-01' })).toMatchObject({
      input: { source: 'records', measure: 'recovered', from: '2025-01-01', to: null },
    });
    expect(previewInput({ ...emptyFigure(), from: '2025-06-30', to: '2025-01-01' })).toEqual({
      problem: 'The period must end on or after the day it starts',
    });
    expect(previewInput({ ...emptyFigure(), source: 'stated', from: '2025-01-01' })).toEqual({ problem: null });
  });

  it('says in its own words that a stated figure needs its source line, with every other missing field at once', async () => {
    const { errors } = await resolve([{ ...emptyFigure(), source: 'stated', value: '', label: 'Years' }]);
    expect(errors.items?.[0]?.value?.message).toBe('Value is required');
    expect(errors.items?.[0]?.sourceNote?.message).toBe('Source line is required: say where the number comes from (or tick Example)');
    const example = await resolve([{ ...emptyFigure(), source: 'stated', value: '3', label: 'Years', example: true }]);
    expect(example.errors).toEqual({});
  });

  it('checks only the rates the editor shows: none once no conversion is chosen or the figure counts something else', async () => {
    const halfTyped = { ...emptyFigure().conversion.rates, EUR: { rate: '0.8', asOf: '' } };
    const noConversion = { ...emptyFigure(), from: '2025-01-01', conversion: { convertTo: '' as const, rates: halfTyped } };
    expect((await resolve([noConversion])).errors).toEqual({});
    expect(
      (await resolve([{ ...noConversion, measure: 'clients_helped', conversion: { convertTo: 'GBP' as const, rates: halfTyped } }])).errors,
    ).toEqual({});
    const ownRate = { ...emptyFigure().conversion.rates, GBP: { rate: 'x', asOf: '' } };
    expect((await resolve([{ ...noConversion, conversion: { convertTo: 'GBP' as const, rates: ownRate } }])).errors).toEqual({});
    const shown = await resolve([{ ...noConversion, conversion: { convertTo: 'GBP' as const, rates: halfTyped } }]);
    expect(shown.errors.items?.[0]).toBeDefined();
  });
});
