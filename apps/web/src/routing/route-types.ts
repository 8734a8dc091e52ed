import type { ComponentType } from 'react';

/**
 * How a route may be entered (spec 000 §2 "Entry rules"):
 * - `guest`: guest-only; a logged-in active user is sent to /dashboard.
 * - `registration`: a logged-in user whose registration is pending or rejected.
 * - `public`: anyone (403, 404).
 * - `auth`: logged in, active, policy accepted; optional permission key and admin-only guard.
 */
export type RouteAccess =
  | { kind: 'guest' }
  | { kind: 'registration' }
  | { kind: 'public' }
  | { kind: 'auth'; permission?: string; adminOnly?: boolean };

export type ScreenModule = { default: ComponentType };

/** One screen a feature declares; the app turns these into the router. */
export type ScreenRoute = {
  path: string;
  /** Dictionary key of the route name: page title and breadcrumb. */
  name: string;
  access: RouteAccess;
  /** `shell` = inside the sidebar layout; `guest` = centred card layout; `bare` = plain page. */
  layout: 'shell' | 'guest' | 'bare';
  load: () => Promise<ScreenModule>;
  /** Breadcrumb parent (a path of another route). */
  parent?: string;
  /** Rendered without antd (the login route: its initial JS budget). */
  plain?: boolean;
};

/** What route `handle` carries, read by the title and breadcrumb. */
export type RouteHandle = { name: string; parent?: string; path: string };
