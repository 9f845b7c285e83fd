// The content feature's public face: the landing page's content sections and the staff content tab.
export { ContentTab } from './components/admin/content-tab';
export { Credentials } from './components/credentials';
export { Figures } from './components/figures';
export { Stories } from './components/stories';
export { Team } from './components/team';
