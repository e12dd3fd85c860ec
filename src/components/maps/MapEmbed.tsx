import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { mapsEmbedUrl } from './mapsUrls';

export const NO_ADDRESS_MESSAGE = 'No address provided';

/** An embedded Google map of a place, 320px high, titled by the place so each frame has its own name (2.8, 4.14). */
export function MapEmbed({ place }: { place: string }) {
  if (place.trim() === '') return <Typography color="text.secondary">{NO_ADDRESS_MESSAGE}</Typography>;
  return (
    <Box
      component="iframe"
      title={`Map of ${place}`}
      src={mapsEmbedUrl(place)}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      sx={{ width: '100%', height: 320, border: 0, borderRadius: 1, display: 'block' }}
    />
  );
}
