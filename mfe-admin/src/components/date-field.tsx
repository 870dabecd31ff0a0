import styled from 'styled-components';
import { Input } from './ui';

/**
 * The back office's one date field: the form kit's `Input` as a date (the other fields' look,
 * its drawn calendar icon over the browser's own picker).
 */
export const DateInput = styled(Input).attrs({ type: 'date' })``;
