import { COUNT_UP_MS, type StatItem } from '@tekvana/shared';
import { useCountUp } from '../../hooks/useCountUp';
import { formatStat, parseStat, type ParsedStat } from './parseStat';

interface Props {
  stat: StatItem;
  /** True once the cards are in view. */
  started: boolean;
  reducedMotion: boolean;
}

function CountingNumber({
  parsed,
  started,
  reducedMotion,
}: {
  parsed: ParsedStat;
  started: boolean;
  reducedMotion: boolean;
}) {
  const value = useCountUp(parsed.value, COUNT_UP_MS, started, reducedMotion);
  const final = formatStat(parsed, parsed.value);
  return (
    <>
      {/* Screen readers get the final figure once, not every frame of the count. */}
      <span aria-hidden="true">{formatStat(parsed, value)}</span>
      <span className="visually-hidden">{final}</span>
    </>
  );
}

/** One statistic: its figure counting up from 0, and what it counts. */
export function StatCard({ stat, started, reducedMotion }: Props) {
  const parsed = parseStat(stat.title);
  return (
    <div className="tk-stat">
      <p className="tk-stat__value">
        {parsed ? <CountingNumber parsed={parsed} started={started} reducedMotion={reducedMotion} /> : stat.title}
      </p>
      <p className="tk-stat__label">{stat.description}</p>
    </div>
  );
}
