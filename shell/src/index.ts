// Shared libraries are provided eagerly from this entry file (see the shell's webpack config), so
// no async boundary is needed before them. Webpack's own start-up (module federation registering
// the shared libraries) is the first task; the bootstrap and what it imports are evaluated in the
// next ones, each stage of start-up a task of its own (see bootstrap).
import { nextTask } from './next-task';

void nextTask().then(() => import(/* webpackMode: "eager" */ './bootstrap'));
