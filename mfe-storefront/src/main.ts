// An async boundary: the federation runtime negotiates shared singletons (React, …) before
// any of them is evaluated. Used only when this remote runs standalone.
import('./bootstrap');
