// The plain bundle starts the shell's own bootstrap (router, layout, site data, sections). The federated
// shell reaches it through an async boundary that only exists for shared-module negotiation, so it is left out.
import '../../shell/src/bootstrap';
