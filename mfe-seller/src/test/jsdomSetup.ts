import { configure } from '@testing-library/react';

// The machine is shared (2 cores, several test runs at once): give async queries room so a
// slow tick does not fail a correct test. A real hang still fails.
configure({ asyncUtilTimeout: 4000 });
