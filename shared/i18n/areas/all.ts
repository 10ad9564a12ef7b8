/** The server renders every page, so it registers every area of German texts up front. */
import './messages.ts';
import './checkout.ts';
import './account.ts';
import './search.ts';
import './lists.ts';
import './product-extras.ts';
import './consent.ts';
import './supplies.ts';
import './newsletter.ts';
import './service.ts';
import './offline.ts';
import './blog.ts';
import './planner.ts';
