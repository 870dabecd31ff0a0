import { act } from '@testing-library/react';
import { dismissToast } from '@site/ui/toast';

// The toast store outlives a test: close what a test left open so the next one starts clean.
afterEach(() => act(() => dismissToast()));
