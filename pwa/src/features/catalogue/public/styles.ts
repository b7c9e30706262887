/** A public entry of the catalogue of its own: its styles, which the admin's models page reuses for its filters. */
import '../catalogue.css';
