import { siteConfig } from '../../app/siteConfig';
import { IconLink } from '../../ui/Button';
import styles from './Footer.module.css';

/** '{year} © Airport Back Office' and the contact links of one config module (decision D-09). */
export function Footer() {
  const year = new Date().getFullYear();
  const linkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <footer className={styles.footer}>
      <p className={styles.notice}>
        {year} © {siteConfig.productName}
      </p>
      <div>
        <IconLink
          {...linkProps}
          href={siteConfig.repositoryUrl}
          icon="gitHub"
          aria-label="Source code (opens in a new tab)"
        />
        <IconLink
          {...linkProps}
          href={`mailto:${siteConfig.supportEmail}`}
          icon="email"
          aria-label="E-mail support (opens in a new tab)"
        />
      </div>
    </footer>
  );
}
