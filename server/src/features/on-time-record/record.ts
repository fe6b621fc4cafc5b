import {
  medianOf,
  type OnTimeDestination,
  type OnTimeFigures,
  type OnTimeMiss,
  type OnTimeMonth,
  type OnTimeRecord,
  percentOf,
} from '@contract/on-time-record';
import { maskReference } from '../../lib/mask';
import { type DecidedPromise, promiseWorkingDaysBetween } from '../applications';

/** A decided application as the record counts it. */
interface Decision extends DecidedPromise {
  onTime: boolean;
  workingDays: number;
}

function figuresOf(decisions: readonly Decision[]): OnTimeFigures {
  const onTime = decisions.filter((decision) => decision.onTime).length;
  return {
    decided: decisions.length,
    onTime,
    onTimePercent: percentOf(onTime, decisions.length),
    medianWorkingDays: medianOf(decisions.map((decision) => decision.workingDays)),
  };
}

function groupBy<K>(decisions: readonly Decision[], key: (decision: Decision) => K): Map<K, Decision[]> {
  const groups = new Map<K, Decision[]>();
  for (const decision of decisions) {
    const group = groups.get(key(decision));
    if (group) group.push(decision);
    else groups.set(key(decision), [decision]);
  }
  return groups;
}

/**
 * The public record from every decided application that had a promise and what was given back for each miss
 * (paise by application id): decided on or before the promised date is on time; the working days, to the decision
 * and past the promise, are the promise's own calendar (a decision on the weekend after the date is a day late).
 */
export function buildRecord(
  decided: readonly DecidedPromise[],
  compensations: ReadonlyMap<string, number>,
  computedAt: Date,
): OnTimeRecord {
  const decisions: Decision[] = decided.map((row) => ({
    ...row,
    onTime: row.decidedOn <= row.promisedBy,
    workingDays: promiseWorkingDaysBetween(row.submittedOn, row.decidedOn),
  }));
  const months: OnTimeMonth[] = [...groupBy(decisions, (decision) => decision.decidedOn.slice(0, 7))]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([month, inMonth]) => ({
      month,
      ...figuresOf(inMonth),
      destinations: [...groupBy(inMonth, (decision) => decision.country).values()]
        .map(
          (ofCountry): OnTimeDestination => ({
            country: ofCountry[0]!.country,
            countryName: ofCountry[0]!.countryName,
            ...figuresOf(ofCountry),
          }),
        )
        .sort((a, b) => a.countryName.localeCompare(b.countryName)),
    }));
  const misses: OnTimeMiss[] = decisions
    .filter((decision) => !decision.onTime)
    .sort((a, b) => b.decidedOn.localeCompare(a.decidedOn) || a.ref.localeCompare(b.ref))
    .map((decision) => ({
      ref: maskReference(decision.ref),
      country: decision.country,
      countryName: decision.countryName,
      promisedBy: decision.promisedBy,
      decidedOn: decision.decidedOn,
      daysLate: Math.max(1, promiseWorkingDaysBetween(decision.promisedBy, decision.decidedOn)),
      compensationPaise: compensations.get(decision.id) ?? 0,
    }));
  return { computedAt: computedAt.toISOString(), total: figuresOf(decisions), months, misses };
}
