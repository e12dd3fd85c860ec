import { timeForInput } from '../../../src/components/resource/useRecordForm';
import { mergeById } from '../../../src/resources/relations';
import { pageOf } from './support';

// The two pure helpers behind the pickers and the time fields: options merged by id across pages (decision D-27),
// and a stored time shown in a time input (D-26).

interface Row {
  id: number;
  name: string;
}

const row = (id: number, name = `Row ${id}`): Row => ({ id, name });
const merge = (...pages: Row[][]) =>
  mergeById(
    pages.map((rows, index) => pageOf(rows, { pageNumber: index + 1 })),
    (record) => record.id,
    (record) => record.name,
  );

describe('mergeById', () => {
  it('gives nothing for no pages, and an empty page adds nothing', () => {
    expect(merge()).toEqual([]);
    expect(merge([], [row(1)], [])).toEqual([{ value: '1', label: 'Row 1' }]);
  });

  it('lists every page in page order, each id as a string value with its label', () => {
    expect(merge([row(3), row(1)], [row(7)])).toEqual([
      { value: '3', label: 'Row 3' },
      { value: '1', label: 'Row 1' },
      { value: '7', label: 'Row 7' },
    ]);
  });

  it('keeps a record that comes again where it was first, with its first label', () => {
    expect(merge([row(1), row(2, 'Air Serbia')], [row(2, 'Air Serbia (renamed)'), row(3)])).toEqual([
      { value: '1', label: 'Row 1' },
      { value: '2', label: 'Air Serbia' },
      { value: '3', label: 'Row 3' },
    ]);
  });

  it('drops a repeat inside one page too', () => {
    expect(merge([row(5), row(5), row(6)])).toEqual([
      { value: '5', label: 'Row 5' },
      { value: '6', label: 'Row 6' },
    ]);
  });
});

describe('timeForInput', () => {
  it.each([
    ['08:30:00', '08:30'],
    ['14:05:00', '14:05'],
    ['00:00:00', '00:00'],
    ['23:59:00', '23:59'],
  ])('shows %s as %s', (stored, shown) => {
    expect(timeForInput(stored)).toBe(shown);
  });

  it('keeps seconds when there are some', () => {
    expect(timeForInput('08:30:15')).toBe('08:30:15');
  });

  it('drops fractions of a second, as the API may send them', () => {
    expect(timeForInput('08:30:00.1234567')).toBe('08:30');
    expect(timeForInput('08:30:15.5')).toBe('08:30:15');
  });

  it('pads a short time', () => {
    expect(timeForInput('8:05')).toBe('08:05');
  });

  it('leaves a value that is not a time as it is', () => {
    expect(timeForInput('')).toBe('');
    expect(timeForInput('25:00:00')).toBe('25:00:00');
    expect(timeForInput('noon')).toBe('noon');
  });
});
