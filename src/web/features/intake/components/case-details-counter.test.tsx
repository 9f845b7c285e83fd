// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import type { Assessment, AssessmentInput } from '../../../../contract/intake/assessment';
import { formatMoney } from '../../../../contract/shared/money';
import { CaseDetailsCounter } from './case-details-counter';

afterEach(cleanup);

function Counter({ text }: { text: string }) {
  const form = useForm<AssessmentInput, unknown, Assessment>({ defaultValues: { caseDetails: text } });
  return <CaseDetailsCounter id="counter" control={form.control} />;
}

describe('the case details counter', () => {
  it.each([
    [0, '0/1000 characters', 'text-slate-600'],
    [900, '900/1000 characters', 'text-slate-600'],
    [901, '901/1000 characters (approaching limit)', 'text-yellow-800'],
    [999, '999/1000 characters (approaching limit)', 'text-yellow-800'],
    [1000, '1000/1000 characters (limit reached)', 'text-red-700'],
  ])('%i characters read "%s"', (length, text, colour) => {
    render(<Counter text={'x'.repeat(length)} />);
    const counter = screen.getByTestId('case-details-counter');
    expect(counter.textContent).toBe(text);
    expect(counter.className).toContain(colour);
  });
});

describe('money on screen', () => {
  it.each([
    ['1500.00', 'GBP', '£1,500.00'],
    ['0.5', 'USD', 'US$0.50'],
    ['99999999.99', 'EUR', '€99,999,999.99'],
    ['12.30', 'Other', '12.30 Other'],
  ])('%s %s reads %s', (value, currency, shown) => {
    expect(formatMoney(value, currency)).toBe(shown);
  });
});
