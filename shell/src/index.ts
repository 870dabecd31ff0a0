// Shared libraries are provided eagerly from this entry file (see the shell's webpack config), so
// no async boundary is needed before them: start-up itself is staged in bootstrap.
import './bootstrap';
