// asyncStartup (webpack config) negotiates shared modules before this runs, so no dynamic-import boundary is needed.
import './bootstrap';
