// The screens of one record (details, create, edit), drawn with MUI: one chunk shared by every resource, loaded with
// MUI's theme on the first visit to any of them (resourceScreens), never with a list.
export { DetailsPage } from './DetailsPage';
export { CreatePage, EditPage } from './FormPage';
