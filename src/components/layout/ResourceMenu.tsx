import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { menuItems } from '../../app/resources';
import type { ResourceMeta } from '../../resources/meta';
import { visuallyHidden } from '../visuallyHidden';

/** A split button: the label opens the list, the caret opens 'All X' / 'Add X' (ui-checklist G-04, G-05). */
export function ResourceMenu({ resource, canAdd }: { resource: ResourceMeta; canAdd: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);

  if (resource.plainLink) {
    return (
      <Button color="inherit" component={RouterLink} to={resource.path} sx={{ whiteSpace: 'nowrap' }}>
        {resource.label}
      </Button>
    );
  }

  return (
    <>
      <ButtonGroup variant="text" color="inherit" sx={{ '& .MuiButtonGroup-grouped': { borderColor: 'transparent' } }}>
        <Button component={RouterLink} to={resource.path} sx={{ whiteSpace: 'nowrap', pr: 0.5 }}>
          {resource.label}
        </Button>
        <Button
          size="small"
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : 'false'}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ minWidth: 0, px: 0.25 }}
        >
          <ArrowDropDownIcon fontSize="small" />
          {/* The resource name keeps the eight carets distinguishable for screen-reader users. */}
          <span style={visuallyHidden}>Toggle Dropdown {resource.label}</span>
        </Button>
      </ButtonGroup>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {menuItems(resource, canAdd).map((item) => (
          <MenuItem key={item.to} component={RouterLink} to={item.to} onClick={close}>
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
