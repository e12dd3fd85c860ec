import { TextRouteLink } from '../../ui/TextLink';
import type { UsedBy } from '../../resources/referrers';

/** 'Used by 12 flights', each count a link to the list of those records: what to move or delete first. */
export function UsedByLinks({ usedBy }: { usedBy: readonly UsedBy[] }) {
  if (usedBy.length === 0) return null;
  return (
    <span>
      Used by{' '}
      {usedBy.map(({ label, to }, index) => (
        <span key={to}>
          {index === 0 ? null : index === usedBy.length - 1 ? ' and ' : ', '}
          <TextRouteLink to={to}>{label}</TextRouteLink>
        </span>
      ))}
      .
    </span>
  );
}
