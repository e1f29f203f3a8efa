// The icons site data may name (bootstrap-icons file names). Each is inlined as SVG markup at build time,
// so a page carries only the icons the content remote uses instead of the whole icon font.
// To use a new icon in site data, add one import and one entry here.
import cloudIcon from 'bootstrap-icons/icons/cloud.svg';
import cloudArrowUpIcon from 'bootstrap-icons/icons/cloud-arrow-up.svg';
import cloudCheckIcon from 'bootstrap-icons/icons/cloud-check.svg';
import hddNetworkIcon from 'bootstrap-icons/icons/hdd-network.svg';
import diagram3Icon from 'bootstrap-icons/icons/diagram-3.svg';
import cpuIcon from 'bootstrap-icons/icons/cpu.svg';
import robotIcon from 'bootstrap-icons/icons/robot.svg';
import starsIcon from 'bootstrap-icons/icons/stars.svg';
import lightningChargeIcon from 'bootstrap-icons/icons/lightning-charge.svg';
import graphUpArrowIcon from 'bootstrap-icons/icons/graph-up-arrow.svg';
import barChartLineIcon from 'bootstrap-icons/icons/bar-chart-line.svg';
import pieChartIcon from 'bootstrap-icons/icons/pie-chart.svg';
import databaseIcon from 'bootstrap-icons/icons/database.svg';
import shieldCheckIcon from 'bootstrap-icons/icons/shield-check.svg';
import shieldLockIcon from 'bootstrap-icons/icons/shield-lock.svg';
import bugIcon from 'bootstrap-icons/icons/bug.svg';
import check2CircleIcon from 'bootstrap-icons/icons/check2-circle.svg';
import clipboardCheckIcon from 'bootstrap-icons/icons/clipboard-check.svg';
import codeSlashIcon from 'bootstrap-icons/icons/code-slash.svg';
import terminalIcon from 'bootstrap-icons/icons/terminal.svg';
import gearIcon from 'bootstrap-icons/icons/gear.svg';
import gearWideConnectedIcon from 'bootstrap-icons/icons/gear-wide-connected.svg';
import toolsIcon from 'bootstrap-icons/icons/tools.svg';
import rocketTakeoffIcon from 'bootstrap-icons/icons/rocket-takeoff.svg';
import peopleIcon from 'bootstrap-icons/icons/people.svg';
import personBadgeIcon from 'bootstrap-icons/icons/person-badge.svg';
import personCheckIcon from 'bootstrap-icons/icons/person-check.svg';
import briefcaseIcon from 'bootstrap-icons/icons/briefcase.svg';
import buildingIcon from 'bootstrap-icons/icons/building.svg';
import globe2Icon from 'bootstrap-icons/icons/globe2.svg';
import geoAltIcon from 'bootstrap-icons/icons/geo-alt.svg';
import telephoneIcon from 'bootstrap-icons/icons/telephone.svg';
import envelopeIcon from 'bootstrap-icons/icons/envelope.svg';
import chatDotsIcon from 'bootstrap-icons/icons/chat-dots.svg';
import chatSquareTextIcon from 'bootstrap-icons/icons/chat-square-text.svg';
import fileEarmarkTextIcon from 'bootstrap-icons/icons/file-earmark-text.svg';
import fileMedicalIcon from 'bootstrap-icons/icons/file-medical.svg';
import heartPulseIcon from 'bootstrap-icons/icons/heart-pulse.svg';
import capsuleIcon from 'bootstrap-icons/icons/capsule.svg';
import bankIcon from 'bootstrap-icons/icons/bank.svg';
import carFrontIcon from 'bootstrap-icons/icons/car-front.svg';
import lightningIcon from 'bootstrap-icons/icons/lightning.svg';
import mortarboardIcon from 'bootstrap-icons/icons/mortarboard.svg';
import awardIcon from 'bootstrap-icons/icons/award.svg';
import trophyIcon from 'bootstrap-icons/icons/trophy.svg';
import lightbulbIcon from 'bootstrap-icons/icons/lightbulb.svg';
import puzzleIcon from 'bootstrap-icons/icons/puzzle.svg';
import infinityIcon from 'bootstrap-icons/icons/infinity.svg';
import layersIcon from 'bootstrap-icons/icons/layers.svg';
import boxesIcon from 'bootstrap-icons/icons/boxes.svg';
import searchIcon from 'bootstrap-icons/icons/search.svg';
import clockHistoryIcon from 'bootstrap-icons/icons/clock-history.svg';
import calendarEventIcon from 'bootstrap-icons/icons/calendar-event.svg';
import handThumbsUpIcon from 'bootstrap-icons/icons/hand-thumbs-up.svg';
import emojiSmileIcon from 'bootstrap-icons/icons/emoji-smile.svg';
import currencyDollarIcon from 'bootstrap-icons/icons/currency-dollar.svg';
import translateIcon from 'bootstrap-icons/icons/translate.svg';
import bookIcon from 'bootstrap-icons/icons/book.svg';
import journalTextIcon from 'bootstrap-icons/icons/journal-text.svg';
import kanbanIcon from 'bootstrap-icons/icons/kanban.svg';
import arrowRepeatIcon from 'bootstrap-icons/icons/arrow-repeat.svg';
import uiChecksIcon from 'bootstrap-icons/icons/ui-checks.svg';
import windowStackIcon from 'bootstrap-icons/icons/window-stack.svg';
import phoneIcon from 'bootstrap-icons/icons/phone.svg';
import laptopIcon from 'bootstrap-icons/icons/laptop.svg';
import serverIcon from 'bootstrap-icons/icons/server.svg';
import activityIcon from 'bootstrap-icons/icons/activity.svg';
import bullseyeIcon from 'bootstrap-icons/icons/bullseye.svg';
import compassIcon from 'bootstrap-icons/icons/compass.svg';
import flagIcon from 'bootstrap-icons/icons/flag.svg';
import hospitalIcon from 'bootstrap-icons/icons/hospital.svg';
import shopIcon from 'bootstrap-icons/icons/shop.svg';
import truckIcon from 'bootstrap-icons/icons/truck.svg';
import cashCoinIcon from 'bootstrap-icons/icons/cash-coin.svg';
import recycleIcon from 'bootstrap-icons/icons/recycle.svg';
import treeIcon from 'bootstrap-icons/icons/tree.svg';
import heartIcon from 'bootstrap-icons/icons/heart.svg';
import houseHeartIcon from 'bootstrap-icons/icons/house-heart.svg';
import universalAccessIcon from 'bootstrap-icons/icons/universal-access.svg';
import chatQuoteIcon from 'bootstrap-icons/icons/chat-quote.svg';
import quoteIcon from 'bootstrap-icons/icons/quote.svg';
import playFillIcon from 'bootstrap-icons/icons/play-fill.svg';
import pauseFillIcon from 'bootstrap-icons/icons/pause-fill.svg';
import chevronLeftIcon from 'bootstrap-icons/icons/chevron-left.svg';
import chevronRightIcon from 'bootstrap-icons/icons/chevron-right.svg';
import listCheckIcon from 'bootstrap-icons/icons/list-check.svg';
import patchCheckIcon from 'bootstrap-icons/icons/patch-check.svg';
import genderAmbiguousIcon from 'bootstrap-icons/icons/gender-ambiguous.svg';

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
