import { flightFields } from '../../src/domain/entities/flight';
import { planeTicketFields } from '../../src/domain/entities/planeTicket';
import { problem, type HttpProblem } from '../http/problem';

// The booking rules are the database's (migration 0009, docs/booking-rules.md): its triggers refuse a write that would
// break one with an integrity error naming the rule as its constraint and, as JSON in its detail, what the sentence
// needs. Here each refusal becomes the message under the payload field the rule is about, as every validation is.

type Detail = Record<string, unknown>;

interface Rule {
  status: 400 | 409;
  /** The payload field the message goes under. */
  wire: string;
  message(detail: Detail): string;
}

const RULES: Record<string, Rule> = {
  plane_ticket_seat_taken: {
    status: 409,
    wire: planeTicketFields.seatNumber.wire,
    message: ({ seatNumber, flightId }) => `Seat ${seatNumber} on flight ${flightId} is already taken.`,
  },
  plane_ticket_passenger_on_flight: {
    status: 409,
    wire: planeTicketFields.passengerId.wire,
    message: ({ passengerId, flightId }) => `Passenger ${passengerId} already holds a ticket on flight ${flightId}.`,
  },
  plane_ticket_bought_before_departure: {
    status: 400,
    wire: planeTicketFields.purchaseDate.wire,
    message: ({ departureDate }) => `The purchase date cannot be after the flight's departure date (${departureDate}).`,
  },
  flight_pilot_slot: {
    status: 409,
    wire: flightFields.pilotId.wire,
    message: ({ pilotId, flightId }) => `Pilot ${pilotId} already flies flight ${flightId} at that date and time.`,
  },
  flight_departs_after_purchases: {
    status: 400,
    wire: flightFields.departureDate.wire,
    message: ({ ticketId, purchaseDate }) =>
      `The departure date cannot be before the purchase date of its ticket ${ticketId} (${purchaseDate}).`,
  },
};

/** The problem a booking rule's refusal is, or undefined for any other error. */
export function bookingRuleProblem(error: unknown): HttpProblem | undefined {
  const { constraint, detail } = error as { constraint?: unknown; detail?: unknown };
  const rule = typeof constraint === 'string' ? RULES[constraint] : undefined;
  if (rule === undefined) return undefined;
  const message = rule.message(parsedDetail(detail));
  const errors = { [rule.wire]: [message] };
  return rule.status === 400 ? problem.validation(errors) : problem.conflictIn(errors);
}

function parsedDetail(detail: unknown): Detail {
  try {
    const parsed: unknown = typeof detail === 'string' ? JSON.parse(detail) : undefined;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Detail) : {};
  } catch {
    return {};
  }
}
