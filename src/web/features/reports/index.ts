// The reports feature's public face: the admins' Reports tab, loaded (with its chart library) when opened.
import { lazy } from 'react';

export const ReportsTab = lazy(() => import('./components/reports-tab'));
