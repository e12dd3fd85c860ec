import styles from './MapEmbed.module.css';
import { mapsEmbedUrl } from './mapsUrls';

const NO_ADDRESS_MESSAGE = 'No address provided';

/** An embedded Google map of a place, 320px high, titled by the place so each frame has its own name (D-22). */
export function MapEmbed({ place }: { place: string }) {
  if (place.trim() === '') return <p className={styles.none}>{NO_ADDRESS_MESSAGE}</p>;
  return (
    <iframe
      className={styles.map}
      title={`Map of ${place}`}
      src={mapsEmbedUrl(place)}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
    />
  );
}
