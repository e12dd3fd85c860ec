// The booking rules, as the server reports the records that break them (GET /DataRules): rows written before a rule
// existed keep their values, and staff fix them by hand (docs/booking-rules.md).

/** Each rule: its sentence, what its breaches are, and what kind of record breaks it. */
export const DATA_RULES = {
  seatSoldOnce: {
    rule: 'A seat on a flight is sold once.',
    breaches: 'seats sold more than once on a flight',
    records: 'ticket',
  },
  passengerOncePerFlight: {
    rule: 'A passenger holds at most one ticket per flight.',
    breaches: 'passengers holding more than one ticket on a flight',
    records: 'ticket',
  },
  boughtBeforeDeparture: {
    rule: "A ticket is not bought after its flight's departure date.",
    breaches: "tickets bought after their flight's departure date",
    records: 'ticket',
  },
  pilotOncePerSlot: {
    rule: 'A pilot flies at most one flight per departure date and time.',
    breaches: 'pilots on more than one flight at a departure date and time',
    records: 'flight',
  },
} as const;

export type DataRule = keyof typeof DATA_RULES;

/** Records that break a rule together (two tickets for one seat), or one record that breaks it alone. */
export interface DataRuleBreach {
  resource: 'PlaneTickets' | 'Flights';
  ids: number[];
  /** What breaks the rule, e.g. 'Seat 15 on flight 3' (sold to each of the records). */
  about: string;
}

export interface DataRuleReport {
  rule: DataRule;
  description: string;
  /** Every record that breaks the rule. */
  rowCount: number;
  /** The first breaches, in the order of their records; `more` when there are others. */
  breaches: DataRuleBreach[];
  more: boolean;
}

export interface DataRulesReport {
  /** When the records were read, ISO 8601. */
  checkedAt: string;
  rules: DataRuleReport[];
}

/** What breaks a rule, with how many records, e.g. 'seats sold more than once on a flight (2 tickets)'. */
export function breachSummary(rule: DataRule, rowCount: number): string {
  const { breaches, records } = DATA_RULES[rule];
  return `${breaches} (${rowCount.toLocaleString('en-US')} ${records}${rowCount === 1 ? '' : 's'})`;
}
