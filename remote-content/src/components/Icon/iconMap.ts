// The icons site data may name (bootstrap-icons file names). Each is a file of its own (decision 025): this table
// holds only its URL, and the page fetches an icon when it shows it, so the script stays small.
// To use a new icon in site data, add one import and one entry here.
import cloudIcon from 'bootstrap-icons/icons/cloud.svg?url';
import cloudArrowUpIcon from 'bootstrap-icons/icons/cloud-arrow-up.svg?url';
import cloudCheckIcon from 'bootstrap-icons/icons/cloud-check.svg?url';
import hddNetworkIcon from 'bootstrap-icons/icons/hdd-network.svg?url';
import diagram3Icon from 'bootstrap-icons/icons/diagram-3.svg?url';
import cpuIcon from 'bootstrap-icons/icons/cpu.svg?url';
import robotIcon from 'bootstrap-icons/icons/robot.svg?url';
import starsIcon from 'bootstrap-icons/icons/stars.svg?url';
import lightningChargeIcon from 'bootstrap-icons/icons/lightning-charge.svg?url';
import graphUpArrowIcon from 'bootstrap-icons/icons/graph-up-arrow.svg?url';
import barChartLineIcon from 'bootstrap-icons/icons/bar-chart-line.svg?url';
import pieChartIcon from 'bootstrap-icons/icons/pie-chart.svg?url';
import databaseIcon from 'bootstrap-icons/icons/database.svg?url';
import shieldCheckIcon from 'bootstrap-icons/icons/shield-check.svg?url';
import shieldLockIcon from 'bootstrap-icons/icons/shield-lock.svg?url';
import bugIcon from 'bootstrap-icons/icons/bug.svg?url';
import check2CircleIcon from 'bootstrap-icons/icons/check2-circle.svg?url';
import clipboardCheckIcon from 'bootstrap-icons/icons/clipboard-check.svg?url';
import codeSlashIcon from 'bootstrap-icons/icons/code-slash.svg?url';
import terminalIcon from 'bootstrap-icons/icons/terminal.svg?url';
import gearIcon from 'bootstrap-icons/icons/gear.svg?url';
import gearWideConnectedIcon from 'bootstrap-icons/icons/gear-wide-connected.svg?url';
import toolsIcon from 'bootstrap-icons/icons/tools.svg?url';
import rocketTakeoffIcon from 'bootstrap-icons/icons/rocket-takeoff.svg?url';
import peopleIcon from 'bootstrap-icons/icons/people.svg?url';
import personBadgeIcon from 'bootstrap-icons/icons/person-badge.svg?url';
import personCheckIcon from 'bootstrap-icons/icons/person-check.svg?url';
import briefcaseIcon from 'bootstrap-icons/icons/briefcase.svg?url';
import buildingIcon from 'bootstrap-icons/icons/building.svg?url';
import globe2Icon from 'bootstrap-icons/icons/globe2.svg?url';
import geoAltIcon from 'bootstrap-icons/icons/geo-alt.svg?url';
import telephoneIcon from 'bootstrap-icons/icons/telephone.svg?url';
import envelopeIcon from 'bootstrap-icons/icons/envelope.svg?url';
import chatDotsIcon from 'bootstrap-icons/icons/chat-dots.svg?url';
import chatSquareTextIcon from 'bootstrap-icons/icons/chat-square-text.svg?url';
import fileEarmarkTextIcon from 'bootstrap-icons/icons/file-earmark-text.svg?url';
import fileMedicalIcon from 'bootstrap-icons/icons/file-medical.svg?url';
import heartPulseIcon from 'bootstrap-icons/icons/heart-pulse.svg?url';
import capsuleIcon from 'bootstrap-icons/icons/capsule.svg?url';
import bankIcon from 'bootstrap-icons/icons/bank.svg?url';
import carFrontIcon from 'bootstrap-icons/icons/car-front.svg?url';
import lightningIcon from 'bootstrap-icons/icons/lightning.svg?url';
import mortarboardIcon from 'bootstrap-icons/icons/mortarboard.svg?url';
import awardIcon from 'bootstrap-icons/icons/award.svg?url';
import trophyIcon from 'bootstrap-icons/icons/trophy.svg?url';
import lightbulbIcon from 'bootstrap-icons/icons/lightbulb.svg?url';
import puzzleIcon from 'bootstrap-icons/icons/puzzle.svg?url';
import infinityIcon from 'bootstrap-icons/icons/infinity.svg?url';
import layersIcon from 'bootstrap-icons/icons/layers.svg?url';
import boxesIcon from 'bootstrap-icons/icons/boxes.svg?url';
import searchIcon from 'bootstrap-icons/icons/search.svg?url';
import clockHistoryIcon from 'bootstrap-icons/icons/clock-history.svg?url';
import calendarEventIcon from 'bootstrap-icons/icons/calendar-event.svg?url';
import handThumbsUpIcon from 'bootstrap-icons/icons/hand-thumbs-up.svg?url';
import emojiSmileIcon from 'bootstrap-icons/icons/emoji-smile.svg?url';
import currencyDollarIcon from 'bootstrap-icons/icons/currency-dollar.svg?url';
import translateIcon from 'bootstrap-icons/icons/translate.svg?url';
import bookIcon from 'bootstrap-icons/icons/book.svg?url';
import journalTextIcon from 'bootstrap-icons/icons/journal-text.svg?url';
import kanbanIcon from 'bootstrap-icons/icons/kanban.svg?url';
import arrowRepeatIcon from 'bootstrap-icons/icons/arrow-repeat.svg?url';
import uiChecksIcon from 'bootstrap-icons/icons/ui-checks.svg?url';
import windowStackIcon from 'bootstrap-icons/icons/window-stack.svg?url';
import phoneIcon from 'bootstrap-icons/icons/phone.svg?url';
import laptopIcon from 'bootstrap-icons/icons/laptop.svg?url';
import serverIcon from 'bootstrap-icons/icons/server.svg?url';
import activityIcon from 'bootstrap-icons/icons/activity.svg?url';
import bullseyeIcon from 'bootstrap-icons/icons/bullseye.svg?url';
import compassIcon from 'bootstrap-icons/icons/compass.svg?url';
import flagIcon from 'bootstrap-icons/icons/flag.svg?url';
import hospitalIcon from 'bootstrap-icons/icons/hospital.svg?url';
import shopIcon from 'bootstrap-icons/icons/shop.svg?url';
import truckIcon from 'bootstrap-icons/icons/truck.svg?url';
import cashCoinIcon from 'bootstrap-icons/icons/cash-coin.svg?url';
import recycleIcon from 'bootstrap-icons/icons/recycle.svg?url';
import treeIcon from 'bootstrap-icons/icons/tree.svg?url';
import heartIcon from 'bootstrap-icons/icons/heart.svg?url';
import houseHeartIcon from 'bootstrap-icons/icons/house-heart.svg?url';
import universalAccessIcon from 'bootstrap-icons/icons/universal-access.svg?url';
import chatQuoteIcon from 'bootstrap-icons/icons/chat-quote.svg?url';
import quoteIcon from 'bootstrap-icons/icons/quote.svg?url';
// The slideshow's button is on the first screen of the pages that open with one: its two icons travel inside the
// script as data URLs, so the first paint needs no request for them (decision 036).
import playFillIcon from 'bootstrap-icons/icons/play-fill.svg?inline';
import pauseFillIcon from 'bootstrap-icons/icons/pause-fill.svg?inline';
import chevronLeftIcon from 'bootstrap-icons/icons/chevron-left.svg?url';
import chevronRightIcon from 'bootstrap-icons/icons/chevron-right.svg?url';
import listCheckIcon from 'bootstrap-icons/icons/list-check.svg?url';
import patchCheckIcon from 'bootstrap-icons/icons/patch-check.svg?url';
import genderAmbiguousIcon from 'bootstrap-icons/icons/gender-ambiguous.svg?url';

export const iconMap = {
  cloud: cloudIcon,
  'cloud-arrow-up': cloudArrowUpIcon,
  'cloud-check': cloudCheckIcon,
  'hdd-network': hddNetworkIcon,
  'diagram-3': diagram3Icon,
  cpu: cpuIcon,
  robot: robotIcon,
  stars: starsIcon,
  'lightning-charge': lightningChargeIcon,
  'graph-up-arrow': graphUpArrowIcon,
  'bar-chart-line': barChartLineIcon,
  'pie-chart': pieChartIcon,
  database: databaseIcon,
  'shield-check': shieldCheckIcon,
  'shield-lock': shieldLockIcon,
  bug: bugIcon,
  'check2-circle': check2CircleIcon,
  'clipboard-check': clipboardCheckIcon,
  'code-slash': codeSlashIcon,
  terminal: terminalIcon,
  gear: gearIcon,
  'gear-wide-connected': gearWideConnectedIcon,
  tools: toolsIcon,
  'rocket-takeoff': rocketTakeoffIcon,
  people: peopleIcon,
  'person-badge': personBadgeIcon,
  'person-check': personCheckIcon,
  briefcase: briefcaseIcon,
  building: buildingIcon,
  globe2: globe2Icon,
  'geo-alt': geoAltIcon,
  telephone: telephoneIcon,
  envelope: envelopeIcon,
  'chat-dots': chatDotsIcon,
  'chat-square-text': chatSquareTextIcon,
  'file-earmark-text': fileEarmarkTextIcon,
  'file-medical': fileMedicalIcon,
  'heart-pulse': heartPulseIcon,
  capsule: capsuleIcon,
  bank: bankIcon,
  'car-front': carFrontIcon,
  lightning: lightningIcon,
  mortarboard: mortarboardIcon,
  award: awardIcon,
  trophy: trophyIcon,
  lightbulb: lightbulbIcon,
  puzzle: puzzleIcon,
  infinity: infinityIcon,
  layers: layersIcon,
  boxes: boxesIcon,
  search: searchIcon,
  'clock-history': clockHistoryIcon,
  'calendar-event': calendarEventIcon,
  'hand-thumbs-up': handThumbsUpIcon,
  'emoji-smile': emojiSmileIcon,
  'currency-dollar': currencyDollarIcon,
  translate: translateIcon,
  book: bookIcon,
  'journal-text': journalTextIcon,
  kanban: kanbanIcon,
  'arrow-repeat': arrowRepeatIcon,
  'ui-checks': uiChecksIcon,
  'window-stack': windowStackIcon,
  phone: phoneIcon,
  laptop: laptopIcon,
  server: serverIcon,
  activity: activityIcon,
  bullseye: bullseyeIcon,
  compass: compassIcon,
  flag: flagIcon,
  hospital: hospitalIcon,
  shop: shopIcon,
  truck: truckIcon,
  'cash-coin': cashCoinIcon,
  recycle: recycleIcon,
  tree: treeIcon,
  heart: heartIcon,
  'house-heart': houseHeartIcon,
  'universal-access': universalAccessIcon,
  'chat-quote': chatQuoteIcon,
  quote: quoteIcon,
  'play-fill': playFillIcon,
  'pause-fill': pauseFillIcon,
  'chevron-left': chevronLeftIcon,
  'chevron-right': chevronRightIcon,
  'list-check': listCheckIcon,
  'patch-check': patchCheckIcon,
  'gender-ambiguous': genderAmbiguousIcon,
} as const satisfies Record<string, string>;

export type IconName = keyof typeof iconMap;

export const isIconName = (name: string): name is IconName => Object.hasOwn(iconMap, name);
