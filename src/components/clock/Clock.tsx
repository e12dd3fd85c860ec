import { useEffect, useState } from 'react';
import styles from './Clock.module.css';
import { useClockText } from './useClockText';

/** The live clock under the home page's heading, refreshed every second. */
export function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const interval = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(interval);
  }, []);
  return (
    <time dateTime={now.toISOString()} className={styles.clock}>
      {useClockText(now)}
    </time>
  );
}
