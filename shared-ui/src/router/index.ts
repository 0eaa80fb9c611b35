/**
 * `@greencart/shared-ui/router`: the routing API of the shell and the remotes, and the only
 * module of the front-end builds that imports react-router-dom (tests may use its MemoryRouter:
 * in jest both resolve to the same react-router).
 *
 * Why a module of its own: the router context must be one instance on the page (the shell's
 * `BrowserRouter` serves the remotes' `Link`s and hooks), so routing is a Module Federation
 * singleton. Sharing react-router-dom itself ships all of it (≈ 61 KB gzip), because a shared
 * module cannot be tree-shaken: any consumer may use any export. This module is shared
 * instead and react-router-dom is bundled inside it, so webpack keeps only the names below.
 * Need another name? Add it here; `tools/webpack` rejects react-router imports elsewhere.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, NavLinkProps, NavigateFunction } from 'react-router-dom';
