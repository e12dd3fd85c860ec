import { TextLink } from '../../ui/TextLink';
import { visuallyHidden } from '../visuallyHidden';
import { mapsSearchUrl } from './mapsUrls';

/** A value (city, airport, address) that opens a Google Maps search for itself in a new tab: a real, focusable link. */
export function MapsSearchLink({ place }: { place: string }) {
  return (
    <TextLink href={mapsSearchUrl(place)} target="_blank" rel="noopener noreferrer" title="Search Google Maps">
      {place}
      <span style={visuallyHidden}> (Google Maps, opens in a new tab)</span>
    </TextLink>
  );
}
