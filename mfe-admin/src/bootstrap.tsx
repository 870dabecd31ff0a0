import { renderStandalone } from '@site/ui/standalone';
import SiteRoutes from './routes';

// Only used when this remote runs alone on its dev server; the shell imports ./routes directly.
renderStandalone(SiteRoutes);
