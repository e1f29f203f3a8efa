import 'bootstrap/dist/css/bootstrap.min.css';
import '@tekvana/shared/theme.css';
import { renderStandalone } from '@tekvana/shared/standalone';
import { standaloneSections } from './standalone/standalonePage';

void renderStandalone('Content remote', standaloneSections(window.location.search));
