/**
 * NFIRS 5.0 code lists (National Fire Incident Reporting System, Complete Reference Guide): incident types
 * (Basic module section C), actions taken (section F), property use (section J) and aid given or received
 * (section D), and how the product's 11 incident types map onto the incident type series.
 * Used by the form (choices with descriptions), the server (validation) and the exports.
 */
import type { IncidentType } from "./incidents";

export type NfirsCode = { code: string; description: string };

/** Incident type codes, series 100–900. "UUU Undetermined" exists only for converted data and is left out. */
export const NFIRS_INCIDENT_TYPE_CODES: readonly NfirsCode[] = [
  // 100 Fire
  { code: "100", description: "Fire, other" },
  { code: "111", description: "Building fire" },
  { code: "112", description: "Fires in structure other than in a building" },
  { code: "113", description: "Cooking fire, confined to container" },
  { code: "114", description: "Chimney or flue fire, confined to chimney or flue" },
  { code: "115", description: "Incinerator overload or malfunction, fire confined" },
  { code: "116", description: "Fuel burner/boiler malfunction, fire confined" },
  { code: "117", description: "Commercial compactor fire, confined to rubbish" },
  { code: "118", description: "Trash or rubbish fire, contained" },
  { code: "120", description: "Fire in mobile property used as a fixed structure, other" },
  { code: "121", description: "Fire in mobile home used as fixed residence" },
  { code: "122", description: "Fire in motor home, camper, recreational vehicle" },
  { code: "123", description: "Fire in portable building, fixed location" },
  { code: "130", description: "Mobile property (vehicle) fire, other" },
  { code: "131", description: "Passenger vehicle fire" },
  { code: "132", description: "Road freight or transport vehicle fire" },
  { code: "133", description: "Rail vehicle fire" },
  { code: "134", description: "Water vehicle fire" },
  { code: "135", description: "Aircraft fire" },
  { code: "136", description: "Self-propelled motor home or recreational vehicle fire" },
  { code: "137", description: "Camper or recreational vehicle (RV) fire" },
  { code: "138", description: "Off-road vehicle or heavy equipment fire" },
  { code: "140", description: "Natural vegetation fire, other" },
  { code: "141", description: "Forest, woods or wildland fire" },
  { code: "142", description: "Brush or brush-and-grass mixture fire" },
  { code: "143", description: "Grass fire" },
  { code: "150", description: "Outside rubbish fire, other" },
  { code: "151", description: "Outside rubbish, trash or waste fire" },
  { code: "152", description: "Garbage dump or sanitary landfill fire" },
  { code: "153", description: "Construction or demolition landfill fire" },
  { code: "154", description: "Dumpster or other outside trash receptacle fire" },
  { code: "155", description: "Outside stationary compactor/compacted trash fire" },
  { code: "160", description: "Special outside fire, other" },
  { code: "161", description: "Outside storage fire" },
  { code: "162", description: "Outside equipment fire" },
  { code: "163", description: "Outside gas or vapor combustion explosion" },
  { code: "164", description: "Outside mailbox fire" },
  { code: "170", description: "Cultivated vegetation, crop fire, other" },
  { code: "171", description: "Cultivated grain or crop fire" },
  { code: "172", description: "Cultivated orchard or vineyard fire" },
  { code: "173", description: "Cultivated trees or nursery stock fire" },
  // 200 Overpressure rupture, explosion, overheat (no fire)
  { code: "200", description: "Overpressure rupture, explosion, overheat, other" },
  { code: "210", description: "Overpressure rupture from steam, other" },
  { code: "211", description: "Overpressure rupture of steam pipe or pipeline" },
  { code: "212", description: "Overpressure rupture of steam boiler" },
  { code: "213", description: "Steam rupture of pressure or process vessel" },
  { code: "220", description: "Overpressure rupture from air or gas, other" },
  { code: "221", description: "Overpressure rupture of air or gas pipe/pipeline" },
  { code: "222", description: "Overpressure rupture of boiler from air or gas" },
  { code: "223", description: "Air or gas rupture of pressure or process vessel" },
  { code: "231", description: "Chemical reaction rupture of process vessel" },
  { code: "240", description: "Explosion (no fire), other" },
  { code: "241", description: "Munitions or bomb explosion (no fire)" },
  { code: "242", description: "Blasting agent explosion (no fire)" },
  { code: "243", description: "Fireworks explosion (no fire)" },
  { code: "244", description: "Dust explosion (no fire)" },
  { code: "251", description: "Excessive heat, scorch burns with no ignition" },
  // 300 Rescue and emergency medical service
  { code: "300", description: "Rescue, EMS incident, other" },
  { code: "311", description: "Medical assist, assist EMS crew" },
  { code: "320", description: "Emergency medical service incident, other" },
  { code: "321", description: "EMS call, excluding vehicle accident with injury" },
  { code: "322", description: "Motor vehicle accident with injuries" },
  { code: "323", description: "Motor vehicle/pedestrian accident (MV Ped)" },
  { code: "324", description: "Motor vehicle accident with no injuries" },
  { code: "331", description: "Lock-in (if lock out, use 511)" },
  { code: "340", description: "Search for lost person, other" },
  { code: "341", description: "Search for person on land" },
  { code: "342", description: "Search for person in water" },
  { code: "343", description: "Search for person underground" },
  { code: "350", description: "Extrication, rescue, other" },
  { code: "351", description: "Extrication of victim(s) from building/structure" },
  { code: "352", description: "Extrication of victim(s) from vehicle" },
  { code: "353", description: "Removal of victim(s) from stalled elevator" },
  { code: "354", description: "Trench/below-grade rescue" },
  { code: "355", description: "Confined space rescue" },
  { code: "356", description: "High-angle rescue" },
  { code: "357", description: "Extrication of victim(s) from machinery" },
  { code: "360", description: "Water & ice-related rescue, other" },
  { code: "361", description: "Swimming/recreational water areas rescue" },
  { code: "362", description: "Ice rescue" },
  { code: "363", description: "Swift water rescue" },
  { code: "364", description: "Surf rescue" },
  { code: "365", description: "Watercraft rescue" },
  { code: "370", description: "Electrical rescue, other" },
  { code: "371", description: "Electrocution or potential electrocution" },
  { code: "372", description: "Trapped by power lines" },
  { code: "381", description: "Rescue or EMS standby" },
  // 400 Hazardous condition (no fire)
  { code: "400", description: "Hazardous condition, other" },
  { code: "410", description: "Combustible/flammable gas/liquid condition, other" },
  { code: "411", description: "Gasoline or other flammable liquid spill" },
  { code: "412", description: "Gas leak (natural gas or LPG)" },
  { code: "413", description: "Oil or other combustible liquid spill" },
  { code: "420", description: "Toxic condition, other" },
  { code: "421", description: "Chemical hazard (no spill or leak)" },
  { code: "422", description: "Chemical spill or leak" },
  { code: "423", description: "Refrigeration leak" },
  { code: "424", description: "Carbon monoxide incident" },
  { code: "430", description: "Radioactive condition, other" },
  { code: "431", description: "Radiation leak, radioactive material" },
  { code: "440", description: "Electrical wiring/equipment problem, other" },
  { code: "441", description: "Heat from short circuit (wiring), defective/worn" },
  { code: "442", description: "Overheated motor" },
  { code: "443", description: "Breakdown of light ballast" },
  { code: "444", description: "Power line down" },
  { code: "445", description: "Arcing, shorted electrical equipment" },
  { code: "451", description: "Biological hazard, confirmed or suspected" },
  { code: "460", description: "Accident, potential accident, other" },
  { code: "461", description: "Building or structure weakened or collapsed" },
  { code: "462", description: "Aircraft standby" },
  { code: "463", description: "Vehicle accident, general cleanup" },
  { code: "471", description: "Explosive, bomb removal (for bomb scare, use 721)" },
  { code: "480", description: "Attempted burning, illegal action, other" },
  { code: "481", description: "Attempt to burn" },
  { code: "482", description: "Threat to burn" },
  // 500 Service call
  { code: "500", description: "Service call, other" },
  { code: "510", description: "Person in distress, other" },
  { code: "511", description: "Lock-out" },
  { code: "512", description: "Ring or jewelry removal" },
  { code: "520", description: "Water problem, other" },
  { code: "521", description: "Water evacuation" },
  { code: "522", description: "Water or steam leak" },
  { code: "531", description: "Smoke or odor removal" },
  { code: "540", description: "Animal problem, other" },
  { code: "541", description: "Animal problem" },
  { code: "542", description: "Animal rescue" },
  { code: "550", description: "Public service assistance, other" },
  { code: "551", description: "Assist police or other governmental agency" },
  { code: "552", description: "Police matter" },
  { code: "553", description: "Public service" },
  { code: "554", description: "Assist invalid" },
  { code: "555", description: "Defective elevator, no occupants" },
  { code: "561", description: "Unauthorized burning" },
  { code: "571", description: "Cover assignment, standby, moveup" },
  // 600 Good intent call
  { code: "600", description: "Good intent call, other" },
  { code: "611", description: "Dispatched & canceled en route" },
  { code: "621", description: "Wrong location" },
  { code: "622", description: "No incident found on arrival at dispatch address" },
  { code: "631", description: "Authorized controlled burning" },
  { code: "632", description: "Prescribed fire" },
  { code: "641", description: "Vicinity alarm (incident in other location)" },
  { code: "650", description: "Steam, other gas mistaken for smoke, other" },
  { code: "651", description: "Smoke scare, odor of smoke" },
  { code: "652", description: "Steam, vapor, fog or dust thought to be smoke" },
  { code: "653", description: "Smoke from barbecue, tar kettle" },
  { code: "661", description: "EMS call, party transported by non-fire agency" },
  { code: "671", description: "HazMat release investigation w/no HazMat" },
  { code: "672", description: "Biological hazard investigation, none found" },
  // 700 False alarm and false call
  { code: "700", description: "False alarm or false call, other" },
  { code: "710", description: "Malicious, mischievous false call, other" },
  { code: "711", description: "Municipal alarm system, malicious false alarm" },
  { code: "712", description: "Direct tie to FD, malicious false alarm" },
  { code: "713", description: "Telephone, malicious false alarm" },
  { code: "714", description: "Central station, malicious false alarm" },
  { code: "715", description: "Local alarm system, malicious false alarm" },
  { code: "721", description: "Bomb scare – no bomb" },
  { code: "730", description: "System malfunction, other" },
  { code: "731", description: "Sprinkler activation due to malfunction" },
  { code: "732", description: "Extinguishing system activation due to malfunction" },
  { code: "733", description: "Smoke detector activation due to malfunction" },
  { code: "734", description: "Heat detector activation due to malfunction" },
  { code: "735", description: "Alarm system sounded due to malfunction" },
  { code: "736", description: "CO detector activation due to malfunction" },
  { code: "740", description: "Unintentional transmission of alarm, other" },
  { code: "741", description: "Sprinkler activation, no fire – unintentional" },
  { code: "742", description: "Extinguishing system activation" },
  { code: "743", description: "Smoke detector activation, no fire – unintentional" },
  { code: "744", description: "Detector activation, no fire – unintentional" },
  { code: "745", description: "Alarm system activation, no fire – unintentional" },
  { code: "746", description: "Carbon monoxide detector activation, no CO" },
  { code: "751", description: "Biological hazard, malicious false report" },
  // 800 Severe weather and natural disaster
  { code: "800", description: "Severe weather or natural disaster, other" },
  { code: "811", description: "Earthquake assessment" },
  { code: "812", description: "Flood assessment" },
  { code: "813", description: "Wind storm, tornado/hurricane assessment" },
  { code: "814", description: "Lightning strike (no fire)" },
  { code: "815", description: "Severe weather or natural disaster standby" },
  // 900 Special incident type
  { code: "900", description: "Special type of incident, other" },
  { code: "911", description: "Citizen complaint" },
];

/** Section F, Actions Taken: the primary action of the report. */
export const NFIRS_ACTIONS_TAKEN: readonly NfirsCode[] = [
  { code: "00", description: "Action taken, other" },
  { code: "10", description: "Fire control or extinguishment, other" },
  { code: "11", description: "Extinguishment by fire service personnel" },
  { code: "12", description: "Salvage & overhaul" },
  { code: "13", description: "Establish fire lines (wildfire)" },
  { code: "14", description: "Contain fire (wildland)" },
  { code: "15", description: "Confine fire (wildland)" },
  { code: "16", description: "Control fire (wildland)" },
  { code: "17", description: "Manage prescribed fire (wildland)" },
  { code: "20", description: "Search & rescue, other" },
  { code: "21", description: "Search" },
  { code: "22", description: "Rescue, remove from harm" },
  { code: "23", description: "Extricate, disentangle" },
  { code: "24", description: "Recover body" },
  { code: "30", description: "EMS & transport, other" },
  { code: "31", description: "Provide first aid & check for injuries" },
  { code: "32", description: "Provide basic life support (BLS)" },
  { code: "33", description: "Provide advanced life support (ALS)" },
  { code: "34", description: "Transport person" },
  { code: "40", description: "Hazardous condition, other" },
  { code: "41", description: "Identify, analyze hazardous materials" },
  { code: "42", description: "HazMat detection, monitoring, sampling & analysis" },
  { code: "43", description: "Hazardous materials spill control and confinement" },
  { code: "44", description: "Hazardous materials leak control & containment" },
  { code: "45", description: "Remove hazard" },
  { code: "46", description: "Decontaminate persons or equipment" },
  { code: "47", description: "Decontaminate occupancy or area" },
  { code: "48", description: "Remove hazardous materials" },
  { code: "50", description: "Fires, rescues & hazardous conditions, other" },
  { code: "51", description: "Ventilate" },
  { code: "52", description: "Forcible entry" },
  { code: "53", description: "Evacuate area" },
  { code: "54", description: "Determine if materials are non-hazardous" },
  { code: "55", description: "Establish safe area" },
  { code: "56", description: "Provide air supply" },
  { code: "57", description: "Provide light or electrical power" },
  { code: "58", description: "Operate apparatus or vehicle" },
  { code: "60", description: "Systems & services, other" },
  { code: "61", description: "Restore municipal services" },
  { code: "62", description: "Restore sprinkler or fire protection system" },
  { code: "63", description: "Restore fire alarm system" },
  { code: "64", description: "Shut down system" },
  { code: "65", description: "Secure property" },
  { code: "66", description: "Remove water" },
  { code: "70", description: "Assistance, other" },
  { code: "71", description: "Assist physically disabled" },
  { code: "72", description: "Assist animal" },
  { code: "73", description: "Provide manpower" },
  { code: "74", description: "Provide apparatus" },
  { code: "75", description: "Provide equipment" },
  { code: "76", description: "Provide water" },
  { code: "77", description: "Control crowd" },
  { code: "78", description: "Control traffic" },
  { code: "79", description: "Assess severe weather or natural disaster damage" },
  { code: "80", description: "Information, investigation & enforcement, other" },
  { code: "81", description: "Incident command" },
  { code: "82", description: "Notify other agencies" },
  { code: "83", description: "Provide information to public or media" },
  { code: "84", description: "Refer to proper authorities" },
  { code: "85", description: "Enforce codes" },
  { code: "86", description: "Investigate" },
  { code: "87", description: "Investigate fire out on arrival" },
  { code: "90", description: "Fill-in, standby, other" },
  { code: "91", description: "Fill-in or moveup" },
  { code: "92", description: "Standby" },
  { code: "93", description: "Cancelled en route" },
];

/** Section J, Property Use (3 digits; NNN none, UUU undetermined). */
export const NFIRS_PROPERTY_USES: readonly NfirsCode[] = [
  { code: "000", description: "Property use, other" },
  // 100 Assembly
  { code: "100", description: "Assembly, other" },
  { code: "110", description: "Fixed-use recreation places, other" },
  { code: "111", description: "Bowling establishment" },
  { code: "112", description: "Billiard center, pool hall" },
  { code: "113", description: "Electronic amusement center" },
  { code: "114", description: "Ice rink: indoor, outdoor" },
  { code: "115", description: "Roller rink: indoor or outdoor" },
  { code: "116", description: "Swimming facility: indoor or outdoor" },
  { code: "120", description: "Variable-use amusement, recreation places, other" },
  { code: "121", description: "Ballroom, gymnasium" },
  { code: "122", description: "Convention center, exhibition hall" },
  { code: "123", description: "Stadium, arena" },
  { code: "124", description: "Playground" },
  { code: "129", description: "Amusement center: indoor/outdoor" },
  { code: "130", description: "Places of worship, funeral parlors, other" },
  { code: "131", description: "Church, mosque, synagogue, temple, chapel" },
  { code: "134", description: "Funeral parlor" },
  { code: "140", description: "Clubs, other" },
  { code: "141", description: "Athletic/health club" },
  { code: "142", description: "Clubhouse" },
  { code: "143", description: "Yacht club" },
  { code: "144", description: "Casino, gambling clubs" },
  { code: "150", description: "Public or government, other" },
  { code: "151", description: "Library" },
  { code: "152", description: "Museum" },
  { code: "154", description: "Memorial structure, including monuments & statues" },
  { code: "155", description: "Courthouse" },
  { code: "160", description: "Eating, drinking places, other" },
  { code: "161", description: "Restaurant or cafeteria" },
  { code: "162", description: "Bar or nightclub" },
  { code: "170", description: "Passenger terminal, other" },
  { code: "171", description: "Airport passenger terminal" },
  { code: "173", description: "Bus station" },
  { code: "174", description: "Rapid transit station" },
  { code: "180", description: "Studio/theater, other" },
  { code: "181", description: "Live performance theater" },
  { code: "182", description: "Auditorium, concert hall" },
  { code: "183", description: "Movie theater" },
  { code: "185", description: "Television or radio studio" },
  { code: "186", description: "Film/movie production studio" },
  // 200 Educational
  { code: "200", description: "Educational, other" },
  { code: "210", description: "Schools, non-adult, other" },
  { code: "211", description: "Preschool" },
  { code: "213", description: "Elementary school, including kindergarten" },
  { code: "215", description: "High school/junior high school/middle school" },
  { code: "241", description: "Adult education center, college classroom" },
  { code: "250", description: "Day care, other (conversion only)" },
  { code: "254", description: "Day care, in commercial property" },
  { code: "255", description: "Day care, in residence, licensed" },
  { code: "256", description: "Day care, in residence, unlicensed" },
  // 300 Health care, detention and correction
  { code: "300", description: "Health care, detention, & correction, other" },
  { code: "311", description: "24-hour care nursing homes, 4 or more persons" },
  { code: "321", description: "Mental retardation/development disability facility" },
  { code: "322", description: "Alcohol or substance abuse recovery center" },
  { code: "323", description: "Asylum, mental institution" },
  { code: "331", description: "Hospital – medical or psychiatric" },
  { code: "332", description: "Hospices" },
  { code: "340", description: "Clinics, doctors offices, hemodialysis centers, other" },
  { code: "341", description: "Clinic, clinic-type infirmary" },
  { code: "342", description: "Doctor, dentist or oral surgeon office" },
  { code: "343", description: "Hemodialysis unit" },
  { code: "361", description: "Jail, prison (not juvenile)" },
  { code: "363", description: "Reformatory, juvenile detention center" },
  { code: "365", description: "Police station" },
  // 400 Residential
  { code: "400", description: "Residential, other" },
  { code: "419", description: "1 or 2 family dwelling" },
  { code: "429", description: "Multifamily dwelling" },
  { code: "439", description: "Boarding/rooming house, residential hotels" },
  { code: "449", description: "Hotel/motel, commercial" },
  { code: "459", description: "Residential board and care" },
  { code: "460", description: "Dormitory-type residence, other" },
  { code: "462", description: "Sorority house, fraternity house" },
  { code: "464", description: "Barracks, dormitory" },
  // 500 Mercantile and business
  { code: "500", description: "Mercantile, business, other" },
  { code: "511", description: "Convenience store" },
  { code: "519", description: "Food and beverage sales, grocery store" },
  { code: "529", description: "Textile, wearing apparel sales" },
  { code: "539", description: "Household goods, sales, repairs" },
  { code: "549", description: "Specialty shop" },
  { code: "557", description: "Personal service, including barber & beauty shops" },
  { code: "559", description: "Recreational, hobby, home repair sales, pet store" },
  { code: "564", description: "Laundry, dry cleaning" },
  { code: "569", description: "Professional supplies, services" },
  { code: "571", description: "Service station, gas station" },
  { code: "579", description: "Motor vehicle or boat sales, services, repair" },
  { code: "580", description: "General retail, other" },
  { code: "581", description: "Department or discount store" },
  { code: "592", description: "Bank" },
  { code: "593", description: "Office: veterinary or research" },
  { code: "596", description: "Post office or mailing firms" },
  { code: "599", description: "Business office" },
  // 600 Industrial, utility, defense, agriculture, mining
  { code: "600", description: "Utility, defense, agriculture, mining, other" },
  { code: "610", description: "Energy production plant, other" },
  { code: "614", description: "Steam or heat-generating plant" },
  { code: "615", description: "Electric-generating plant" },
  { code: "629", description: "Laboratory or science laboratory" },
  { code: "631", description: "Defense, military installation" },
  { code: "635", description: "Computer center" },
  { code: "639", description: "Communications center" },
  { code: "640", description: "Utility or distribution system, other" },
  { code: "642", description: "Electrical distribution" },
  { code: "644", description: "Gas distribution, gas pipeline" },
  { code: "645", description: "Flammable liquid distribution, F.L. pipeline" },
  { code: "647", description: "Water utility" },
  { code: "648", description: "Sanitation utility" },
  { code: "655", description: "Crops or orchard" },
  { code: "659", description: "Livestock production" },
  { code: "669", description: "Forest, timberland, woodland" },
  { code: "679", description: "Mine, quarry" },
  // 700 Manufacturing, processing
  { code: "700", description: "Manufacturing, processing" },
  // 800 Storage
  { code: "800", description: "Storage, other" },
  { code: "807", description: "Outside material storage area" },
  { code: "808", description: "Outbuilding or shed" },
  { code: "816", description: "Grain elevator, silo" },
  { code: "819", description: "Livestock, poultry storage" },
  { code: "839", description: "Refrigerated storage" },
  { code: "849", description: "Outside storage tank" },
  { code: "880", description: "Vehicle storage, other" },
  { code: "881", description: "Parking garage (detached residential garage)" },
  { code: "882", description: "Parking garage, general vehicle" },
  { code: "888", description: "Fire station" },
  { code: "891", description: "Warehouse" },
  { code: "898", description: "Dock, marina, pier, wharf" },
  { code: "899", description: "Residential or self-storage units" },
  // 900 Outside or special property
  { code: "900", description: "Outside or special property, other" },
  { code: "919", description: "Dump, sanitary landfill" },
  { code: "921", description: "Bridge, trestle" },
  { code: "922", description: "Tunnel" },
  { code: "926", description: "Outbuilding, protective shelter" },
  { code: "931", description: "Open land or field" },
  { code: "935", description: "Campsite with utilities" },
  { code: "936", description: "Vacant lot" },
  { code: "937", description: "Beach" },
  { code: "938", description: "Graded and cared-for plots of land" },
  { code: "940", description: "Water area, other" },
  { code: "941", description: "Open ocean, sea or tidal waters" },
  { code: "946", description: "Lake, river, stream" },
  { code: "951", description: "Railroad right-of-way" },
  { code: "952", description: "Railroad yard" },
  { code: "960", description: "Street, other" },
  { code: "961", description: "Highway or divided highway" },
  { code: "962", description: "Residential street, road or residential driveway" },
  { code: "963", description: "Street or road in commercial area" },
  { code: "965", description: "Vehicle parking area" },
  { code: "972", description: "Aircraft runway" },
  { code: "973", description: "Aircraft taxiway" },
  { code: "974", description: "Aircraft loading area" },
  { code: "981", description: "Construction site" },
  { code: "982", description: "Oil or gas field" },
  { code: "983", description: "Pipeline, power line or other utility right-of-way" },
  { code: "984", description: "Industrial plant yard – area" },
  { code: "NNN", description: "None" },
  { code: "UUU", description: "Undetermined" },
];

/** Section D, Aid Given or Received. */
export const AID_GIVEN_RECEIVED_CODES = ["1", "2", "3", "4", "5", "N"] as const;
export type AidGivenReceived = (typeof AID_GIVEN_RECEIVED_CODES)[number];
export const AID_GIVEN_RECEIVED_LABELS: Record<AidGivenReceived, string> = {
  "1": "Mutual aid received",
  "2": "Automatic aid received",
  "3": "Mutual aid given",
  "4": "Automatic aid given",
  "5": "Other aid given",
  N: "None",
};

// ---------------------------------------------------------------------------------------------------------
// Lookups
// ---------------------------------------------------------------------------------------------------------

const byCode = (list: readonly NfirsCode[]) => new Map(list.map((c) => [c.code, c.description]));
const INCIDENT_TYPE_DESCRIPTIONS = byCode(NFIRS_INCIDENT_TYPE_CODES);
const ACTION_DESCRIPTIONS = byCode(NFIRS_ACTIONS_TAKEN);
const PROPERTY_USE_DESCRIPTIONS = byCode(NFIRS_PROPERTY_USES);

export const isNfirsIncidentTypeCode = (code: string) => INCIDENT_TYPE_DESCRIPTIONS.has(code);
export const isNfirsActionTaken = (code: string) => ACTION_DESCRIPTIONS.has(code);
export const isNfirsPropertyUse = (code: string) => PROPERTY_USE_DESCRIPTIONS.has(code);
export const isAidGivenReceived = (code: string): code is AidGivenReceived =>
  (AID_GIVEN_RECEIVED_CODES as readonly string[]).includes(code);

export const nfirsIncidentTypeDescription = (code: string) => INCIDENT_TYPE_DESCRIPTIONS.get(code) ?? null;
export const nfirsActionDescription = (code: string) => ACTION_DESCRIPTIONS.get(code) ?? null;
export const nfirsPropertyUseDescription = (code: string) => PROPERTY_USE_DESCRIPTIONS.get(code) ?? null;

/** "111 Building fire" for a known code, the bare code otherwise. */
export function nfirsLabel(code: string | null | undefined, kind: "type" | "action" | "property"): string {
  if (!code) return "";
  const description =
    kind === "type"
      ? nfirsIncidentTypeDescription(code)
      : kind === "action"
        ? nfirsActionDescription(code)
        : nfirsPropertyUseDescription(code);
  return description ? `${code} ${description}` : code;
}

// ---------------------------------------------------------------------------------------------------------
// The product's incident types and their NFIRS series
// ---------------------------------------------------------------------------------------------------------

/** Fire inspections and training exercises are not NFIRS incidents: no code, out of the NFIRS/NERIS exports. */
export const NON_NFIRS_INCIDENT_TYPES: readonly IncidentType[] = ["inspection", "training"];
export const isNfirsIncidentType = (type: IncidentType) => !NON_NFIRS_INCIDENT_TYPES.includes(type);

type Range = readonly [from: number, to: number];

/**
 * Each incident type's default series (incident reporting reference): a vehicle accident that was a vehicle
 * fire takes 130–138. "other" takes every code no other type claims (900 series, 911 Citizen complaint, and
 * the rest), so each code belongs to exactly one type.
 */
export const NFIRS_SERIES: Record<
  Exclude<IncidentType, "inspection" | "training" | "other">,
  readonly Range[]
> = {
  fire: [[110, 129]],
  wildfire: [[140, 143]],
  vehicle: [
    [322, 324],
    [130, 138],
  ],
  medical: [[300, 321]],
  rescue: [[340, 381]],
  hazmat: [[400, 431]],
  false_alarm: [[700, 746]],
  assist: [[550, 571]],
};

/** The series a type's label shows, e.g. "110–129" or "322–324, 130–138"; "other codes" for other. */
export function nfirsSeriesLabel(type: IncidentType): string | null {
  if (!isNfirsIncidentType(type)) return null;
  if (type === "other") return "900 and any code no other type uses";
  return NFIRS_SERIES[type as keyof typeof NFIRS_SERIES].map(([a, b]) => `${a}–${b}`).join(", ");
}

const inRanges = (code: string, ranges: readonly Range[]) => {
  const n = Number(code);
  return ranges.some(([a, b]) => n >= a && n <= b);
};

/** The product incident type a code belongs to (null for an unknown code). */
export function incidentTypeOfNfirsCode(code: string): IncidentType | null {
  if (!isNfirsIncidentTypeCode(code)) return null;
  for (const [type, ranges] of Object.entries(NFIRS_SERIES))
    if (inRanges(code, ranges)) return type as IncidentType;
  return "other";
}

/** Whether `code` is a valid NFIRS incident type code within the series of `type`. */
export const nfirsCodeFitsType = (code: string, type: IncidentType) =>
  isNfirsIncidentType(type) && incidentTypeOfNfirsCode(code) === type;

/** The codes the form offers for a type, in code order (none for inspection and training). */
export function nfirsCodesForType(type: IncidentType): NfirsCode[] {
  return NFIRS_INCIDENT_TYPE_CODES.filter((c) => nfirsCodeFitsType(c.code, type));
}

/** The code a new report of this type starts from (the reference's default: 111 for a structure fire). */
export const DEFAULT_NFIRS_CODE: Partial<Record<IncidentType, string>> = {
  fire: "111",
  wildfire: "141",
  vehicle: "322",
  medical: "321",
  rescue: "350",
  hazmat: "400",
  false_alarm: "700",
  assist: "571",
  other: "900",
};

/** The NFIRS series a code heads: "100" → "Fire" (for grouping choices). */
export const NFIRS_SERIES_NAMES: Record<string, string> = {
  "1": "100 Fire",
  "2": "200 Overpressure rupture, explosion, overheat",
  "3": "300 Rescue & emergency medical service",
  "4": "400 Hazardous condition",
  "5": "500 Service call",
  "6": "600 Good intent call",
  "7": "700 False alarm & false call",
  "8": "800 Severe weather & natural disaster",
  "9": "900 Special incident type",
};

/** Property use groups, by the code's first digit. */
export const PROPERTY_USE_GROUPS: Record<string, string> = {
  "0": "Other",
  "1": "100 Assembly",
  "2": "200 Educational",
  "3": "300 Health care, detention & correction",
  "4": "400 Residential",
  "5": "500 Mercantile, business",
  "6": "600 Industrial, utility, defense, agriculture, mining",
  "7": "700 Manufacturing, processing",
  "8": "800 Storage",
  "9": "900 Outside or special property",
  N: "None or undetermined",
  U: "None or undetermined",
};
