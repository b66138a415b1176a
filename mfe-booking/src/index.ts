// Standalone development entry (webpack serve); the composed site loads ./exposes/app through the shell.
import './standalone';
