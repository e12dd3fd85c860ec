import EmailIcon from '@mui/icons-material/Email';
import GitHubIcon from '@mui/icons-material/GitHub';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { siteConfig } from '../../app/siteConfig';

/** '{year} © Airport Back Office' and the contact links of one config module (decision A-13). */
export function Footer() {
  const year = new Date().getFullYear();
  const linkProps = { target: '_blank', rel: 'noopener noreferrer', size: 'small', color: 'inherit' } as const;
  return (
    <Box
      component="footer"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        px: { xs: 2, sm: 3 },
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        color: 'text.secondary',
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="body2">
        {year} © {siteConfig.productName}
      </Typography>
      <Box>
        <IconButton {...linkProps} href={siteConfig.repositoryUrl} aria-label="Source code (opens in a new tab)">
          <GitHubIcon fontSize="small" />
        </IconButton>
        <IconButton
          {...linkProps}
          href={`mailto:${siteConfig.supportEmail}`}
          aria-label="E-mail support (opens in a new tab)"
        >
          <EmailIcon fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}
