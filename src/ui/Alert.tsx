import type { ReactNode } from 'react';
import styles from './Alert.module.css';
import { Icon, type IconName } from './icons';

type Severity = 'error' | 'warning' | 'info' | 'success';

const icons: Record<Severity, IconName> = {
  error: 'errorOutline',
  warning: 'warningOutline',
  info: 'infoOutline',
  success: 'successOutline',
};

interface AlertProps {
  severity: Severity;
  title?: string;
  /** A button at the end of the alert ('Reload'). */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A message of the first screens, announced as an alert, drawn with static CSS as MUI's Alert looks. */
export function Alert({ severity, title, action, children, className }: AlertProps) {
  return (
    <div role="alert" className={[styles.alert, styles[severity], className].filter(Boolean).join(' ')}>
      <div className={styles.icon}>
        <Icon name={icons[severity]} />
      </div>
      <div className={styles.message}>
        {title ? <div className={styles.title}>{title}</div> : null}
        {children}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
