import { OffsetPositions } from '../../../server/resources/offsetPositions';
import { describeInEmbeddedRun } from '../helpers/testDatabase';

// The remembered rows behind deep pages (D-105): the nearest on each side of an offset, only at one version per list,
// at most so many per list. No database plays a part: the embedded run alone runs them.

const at = (offset: number) => ({ offset: BigInt(offset), key: offset * 10 });

describeInEmbeddedRun('remembered positions', () => {
  it('give the nearest before or at an offset and the nearest after it, with their version', () => {
    const positions = new OffsetPositions<ReturnType<typeof at>, number>(10, 10);
    for (const offset of [1_000, 5_000, 3_000]) positions.remember('passenger', 7, at(offset));
    expect(positions.nearest('passenger', 3_000n)).toEqual({ version: 7, before: at(3_000), after: at(5_000) });
    expect(positions.nearest('passenger', 4_999n)).toEqual({ version: 7, before: at(3_000), after: at(5_000) });
    expect(positions.nearest('passenger', 500n)).toEqual({ version: 7, before: undefined, after: at(1_000) });
    expect(positions.nearest('flight', 500n)).toBeUndefined();
  });

  it('forget every position of a list when one is found at another version, or when told to', () => {
    const positions = new OffsetPositions<ReturnType<typeof at>, number>(10, 10);
    positions.remember('passenger', 7, at(1_000));
    positions.remember('passenger', 8, at(2_000));
    expect(positions.nearest('passenger', 1_500n)).toEqual({ version: 8, before: undefined, after: at(2_000) });
    positions.forget('passenger');
    expect(positions.nearest('passenger', 1_500n)).toBeUndefined();
  });

  it('keep the latest positions of a list up to their bound, each offset once', () => {
    const positions = new OffsetPositions<ReturnType<typeof at>, number>(2, 10);
    positions.remember('passenger', 7, at(1_000));
    positions.remember('passenger', 7, at(1_000));
    positions.remember('passenger', 7, at(2_000));
    positions.remember('passenger', 7, at(3_000));
    expect(positions.nearest('passenger', 1_500n)).toEqual({ version: 7, before: undefined, after: at(2_000) });
    expect(positions.nearest('passenger', 9_000n)?.before).toEqual(at(3_000));
  });
});
