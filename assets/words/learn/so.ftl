# Casharrada iyo bogagga "Sida loo ciyaaro" ee Af-Soomaali (so).
# DRAFT: written by the Daga developers, not yet reviewed by a native speaker.
# English (learn/en.ftl) is the source; docs/TRANSLATING.md has the glossary.

## Casharrada Shax

lesson-shax-placing = Dhigid
lesson-shax-placing-goal = Dhig dhagax barta giraanta leh. Ciyaarta dhexdeeda bar kasta oo bannaan waa la dhigi karaa, ciyaartoy kastaana wuxuu dhigaa 12 dhagax, mid tallaabo kasta; halkan waxaad dhigaysaa saddex.
lesson-shax-placing-learnt = Dhagaxyada waxaa la dhigaa bar kasta oo bannaan oo xarriiqyadu ku kulmaan, mid mar kasta, ilaa dhammaan 24-ka la dhigo.

lesson-shax-line-while-placing = Saf inta la dhigayo
lesson-shax-line-while-placing-goal = Saddex saf ah ku samee g1. Inta la dhigayo waxba ma qaado, laakiin wuxuu go'aamiyaa cidda marka hore qaadaysa.
lesson-shax-line-while-placing-learnt = Saf la sameeyo inta la dhigayo waxba ma qaado; qofka sameeya kan ugu horreeya ayaa marka hore qaada marka looxu buuxsamo. Haddii aan cidna samayn, ciyaaryahanka labaad ayaa marka hore qaada.

lesson-shax-removal-phase = Marxaladda qaadista
lesson-shax-removal-phase-goal = Looxu waa buuxaa, adiguna waxaad samaysay safka ugu horreeya: qaad mid ka mid ah dhagaxyada madow ee Waqooyi.
lesson-shax-removal-phase-learnt = Loox buuxa ciyaartoy kastaa wuxuu qaadaa hal dhagax oo kan kale ah, kan sameeyay safka koowaad ayaa bilaaba; kadib dhagaxyadu way socdaan, kan marka hore qaaday ayaana marka hore socda.

lesson-shax-stepping = Socod
lesson-shax-stepping-goal = Dhagax ku soco xarriiqda ilaa barta bannaan ee ku xigta: a1 ilaa d1, kadib b2 ilaa d2.
lesson-shax-stepping-learnt = Marka qaadistu dhammaato, dhagax wuxuu ku socdaa xarriiq ilaa bar bannaan oo ku xigta. Dhagaxyadu way socdaan oo keliya: ma booddaan mana duulaan, xitaa marka saddex hadhaan.

lesson-shax-jare = Jare
lesson-shax-jare-goal = U soco saddex saf ah (jare) oo ku qaad dhagax madow kasta.
lesson-shax-jare-learnt = Tallaabo dhammaystirta saddex saf ah waa jare: waxay qaadaa hal dhagax oo kan kale ah (ama, "Ha qaadin", midna).

lesson-shax-hadig = Hadig
lesson-shax-hadig-goal = Waxaad ciyaaraysaa Waqooyi. Koonfur ma dhaqaaqi karo (hadig): u soco si Koonfur mar kale u dhaqaaqi karo.
lesson-shax-hadig-learnt = Marka ciyaaryahan xanniban yahay, kan kale waa inuu jid u furaa, tallaabadaasina waxba ma qaado. Haddii aan tallaabo jid furi karin, ciyaartu waa barbaro.

lesson-shax-winning = Guul
lesson-shax-winning-goal = Waqooyi waxaa u hadhay saddex dhagax: samee jare oo mid qaad, Waqooyina wuxuu ku hadhayaa laba.
lesson-shax-winning-learnt = Ciyaaryahanka laba dhagax u hadhaan waa laga badiyaa. 100 tallaabo iyada oo aan dhagax la qaadin, ama isla xaalad saddex jeer, waa barbaro.

## Casharrada Sadeqa III

lesson-sadeqa-iii-sowing = Beerid
lesson-sadeqa-iii-sowing-goal = Ka beer godka iftiimaya: iniinyihiisa mid mid ayaa loogu ridaa godadka xiga, dhinaca ka soo horjeeda saacadda.
lesson-sadeqa-iii-sowing-learnt = Waxaad ka beertaa god safkaaga ah, kan kuu dhow: hal iniin god kasta oo xiga, dhinaca ka soo horjeeda saacadda.

lesson-sadeqa-iii-round-the-board = Loox oo dhan
lesson-sadeqa-iii-round-the-board-goal = Ka beer h, godka ugu dambeeya safkaaga: iniinyuhu waxay u sii gudbaan safka Waqooyi.
lesson-sadeqa-iii-round-the-board-learnt = Beeridu waxay wareegtaa labada saf: dhammaadka safkaaga ilaa safka Waqooyi, safka Waqooyina dib ugu soo noqda kaaga. Beerid dheer oo looxa oo dhan wareegta waxay iniin ku ridaysaa godkii ay ka bilaabatay sidoo kale.

lesson-sadeqa-iii-relay = Sii wadid
lesson-sadeqa-iii-relay-goal = Ka beer b: iniinteeda ugu dambeysa waxay ku dhacdaa d, oo iniinyo leh, markaa waad qaadaysaa oo sii beeraysaa.
lesson-sadeqa-iii-relay-learnt = Marka iniinta ugu dambeysa ku dhacdo god iniinyo leh, dhammaan waad qaadaysaa oo halkaas ka sii beeraysaa.

lesson-sadeqa-iii-capture = Qabsasho
lesson-sadeqa-iii-capture-goal = Beeridaada ku dhammee god bannaan oo safkaaga ah, iniinyona ka soo hor jeedaan, si aad u qabsato.
lesson-sadeqa-iii-capture-learnt = Iniinta ugu dambeysa ee god bannaan oo safkaaga ah waxay qabsataa iniinyaha godka Waqooyi ee ka soo hor jeeda. Iniin ugu dambeysa oo god bannaan oo safka Waqooyi ah, ama ka soo hor jeedda god bannaan, waxba ma qabsato: beeridu way dhammaanaysaa oo keliya.

lesson-sadeqa-iii-endless-sowing = Beerid aan dhammaad lahayn
lesson-sadeqa-iii-endless-sowing-goal = Mid ka mid ah godadkaaga wuxuu looxa wareegayaa weligiis, taas oo aan la oggolayn: ka beer god la oggol yahay.
lesson-sadeqa-iii-endless-sowing-learnt = Beerid aan weligeed dhammaanayn lama ciyaari karo; god kasta oo kale oo iniinyo leh waa la oggol yahay.

lesson-sadeqa-iii-end-and-count = Dhammaadka iyo tirinta
lesson-sadeqa-iii-end-and-count-goal = Waqooyi iniin ma laha. U beer si Waqooyi uusan u dhaqaaqi karin: waxaad qaadaysaa iniinyaha hadhay, kan iniinyo badan lehna wuu guulaystaa.
lesson-sadeqa-iii-end-and-count-learnt = Marka ciyaaryahan uusan beeri karin, kii ugu dambeeyay ee dhaqaaqay ayaa qaada iniinyaha looxa ku hadhay; kan qabsaday iniinyo badan ayaa guulaysta, tiro isku mid ahna waa barbaro.

## Casharrada Bao la Kimasai

lesson-bao-la-kimasai-your-path = Jidkaaga
lesson-bao-la-kimasai-your-path-goal = Dhagaxyadaadu waxay wareegaan labadaada saf dhinaca ka soo horjeeda saacadda: safkaaga dambe (1) waxay ka socdaan a xagga l.
lesson-bao-la-kimasai-your-path-learnt = Dhagax wuxuu socdaa hal god oo jidkiisa ah: safkaaga dambe a ilaa l, safkaaga hore ayuu ka galaa l, safka hore dib ugu socdaa ilaa a, kadibna safka dambe mar kale ka galaa a.

lesson-bao-la-kimasai-round-the-corner = Geeska wareeg
lesson-bao-la-kimasai-round-the-corner-goal = Dhammaadka safkaaga dambe (l1) dhagax wuxuu u gudbaa safkaaga hore (l2), kadibna ku socdaa xagga a.
lesson-bao-la-kimasai-round-the-corner-learnt = Jidkaagu waa goobo ku wareegsan labadaada saf; dhagaxyada Waqooyi sidoo kale ayay u wareegaan labada saf ee Waqooyi.

lesson-bao-la-kimasai-only-empty-holes = God bannaan oo keliya
lesson-bao-la-kimasai-only-empty-holes-goal = Dhagax wuxuu u socdaa god bannaan oo keliya: a1 waxaa xiray b1. Soco dhagax dhaqaaqi kara.
lesson-bao-la-kimasai-only-empty-holes-learnt = Hal tallaabo, godka xiga ee jidka, marka uu bannaan yahay oo keliya.

lesson-bao-la-kimasai-capture-column = Qabso tiir
lesson-bao-la-kimasai-capture-column-goal = U soco safkaaga hore meel Waqooyi ku leeyahay dhagax hore iyo dhagax ka dambeeya: labaduba waa la qaadaa.
lesson-bao-la-kimasai-capture-column-learnt = Dhagax u socda god safkaaga hore ah, isaga oo safka ku socda ama safka dambe kaga imanaya l, wuxuu qaadaa dhagaxa hore ee Waqooyi ee tiirkaas iyo kan ka dambeeya.

lesson-bao-la-kimasai-front-alone = Kan hore oo keliya
lesson-bao-la-kimasai-front-alone-goal = Halkan tiirka Waqooyi wuxuu leeyahay dhagaxiisa hore oo keliya: gal oo qaad.
lesson-bao-la-kimasai-front-alone-learnt = Haddii aan dhagax ka dambeyn, dhagaxa hore oo keliya ayaa la qaadaa; haddii aan dhagax hore jirin, waxba lama qaado.

lesson-bao-la-kimasai-winning = Guul
lesson-bao-la-kimasai-winning-goal = Waqooyi waxaa u hadhay hal dhagax: qaad oo guulayso.
lesson-bao-la-kimasai-winning-learnt = Kan qaada dhammaan dhagaxyada kan kale ayaa guulaysta (ciyaaryahan aan socon karinna waa laga badiyaa).

## Sida loo ciyaaro: xeerarka ciyaar kasta tallaabooyin gaagaaban, iyo halka ay ka timid

how-to-play-shax-1 = Isku beddela dhigidda 12-ka dhagax ee aad leedihiin baraha bannaan; safafka hadda la sameeyo waxba ma qaadaan, laakiin kan sameeya safka koowaad ayaa marka hore qaadi doona.
how-to-play-shax-2 = Marka looxu buuxsamo, ciyaaryahan kastaa wuxuu qaadaa hal dhagax oo kan kale ah.
how-to-play-shax-3 = Kadib dhagax ku soco xarriiq ilaa bar bannaan oo ku xigta. Dhammaystirka saddex saf ah (jare) wuxuu kuu oggolaanayaa inaad qaaddo dhagax kasta oo kan kale ah.
how-to-play-shax-4 = Haddii kan kale uusan dhaqaaqi karin (hadig), waa inaad jid u furtaa. Ciyaaryahanka laba dhagax u hadhaan waa laga badiyaa.
history-shax = Ciyaarta qaranka Soomaaliya, sidoo kale loo yaqaan jar: badanaa waxaa lagu ciyaaraa 24 god oo dhulka laga qoday, iyada oo dhagaxyo yaryar, alleelo ama lafo timir loo isticmaalo dhagaxyo. Gabayo iyo maahmaahyo Soomaaliyeed oo badan ayaa ka hadla.

how-to-play-sadeqa-1 = Dooro god dhinacaaga ah (safka godadka kuu dhow waa kaaga) oo iniinyihiisa mid mid u beer, dhinaca ka soo horjeeda saacadda.
how-to-play-sadeqa-2 = Haddii iniinta ugu dambeysa ku dhacdo god iniinyo lahaa, dhammaan qaad oo sii beer.
how-to-play-sadeqa-3 = Haddii ay ku dhacdo god bannaan oo dhinacaaga ah, qabso iniinyaha ka soo hor jeeda.
how-to-play-sadeqa-4 = Marka ciyaaryahan uusan dhaqaaqi karin, kii ugu dambeeyay ee dhaqaaqay ayaa qaata inta hadhay. Iniinyaha ugu badan ayaa guulaysta; tiro isku mid ahi waa barbaro.
history-sadeqa = Madadaalo ay ciyaaraan xoolo-jirreyaal dhallinyaro ah oo Oromo ah oo ku nool Welega, galbeedka Itoobiya, waxaana qoray Richard Pankhurst 1971: waxaa lagu ciyaaraa loox la qoray (sadeqa) ama godad dhulka laga qoday, god kastaa waa mana, guri, dhagaxyaduna waa daga.

how-to-play-kimasai-1 = Dhagax kasta oo kaaga ah wuxuu socdaa hal god isaga oo ku wareegaya labadaada saf, dhinaca ka soo horjeeda saacadda, god bannaan oo keliya.
how-to-play-kimasai-2 = U socodka safkaaga hore wuxuu qabsadaa dhagaxa hore ee kan kale ee tiirkaas, iyo kan ka dambeeya sidoo kale.
how-to-play-kimasai-3 = Qabso dhammaan dhagaxyada kan kale si aad u guulaysato.
history-kimasai = Waxaa ciyaara xoolo-jirreyaasha Maasaayga ee ku dhow Mpwapwa, gobolka Dodoma ee Tansaaniya, waxaana sharraxay 1911 wadaadkii Martin Klamroth. Si ka duwan bao kale, god kasta kama badna hal dhagax.

# Tallaabo "Sida loo ciyaaro" ah, lambar leh.
how-to-play-step = { $number }. { $text }

## Giraamada looxa, midab kastaa hal macne

rings-title = Giraamada looxa
ring-lesson = tallaabada casharku weydiinayo, ama tallaabada tilmaanta: ka bilow giraanta iftiimaysa
ring-preview = waxa tallaabada tilmaamuhu saaran yahay, ama taabashadaada koowaad, samayn lahayd
ring-choice = meesha aad xigta ka dooran karto
ring-picked = waxa aad dooratay
ring-jare = saddex saf ah oo hadda la sameeyay
ring-removable = waxa la qaadi karo, ama la qaadi lahaa
ring-refused = tallaabo xeerarku diidaan: sababta ayaa agteeda lagu sheegaa
ring-last-move = tallaabadii ugu dambeysay
ring-cursor = calaamadda kiiboodhka (fallaadhaha ama Tab ayaa dhaqaajiya)

## Cashar looxa saaran

lesson-line = Casharka { $number } ee { $count }, { $title }: { $goal }
lesson-wants-capture = { $move } waa la oggol yahay, laakiin waxba ma qabsato, casharkanina wuxuu weydiinayaa qabsasho.
lesson-wants-win = { $move } waa la oggol yahay, laakiin weli ma guulaysanayso, casharkanina wuxuu kaa rabaa inaad guulaysato.
lesson-wants-ringed = { $move } waa la oggol yahay, laakiin casharkani wuxuu weydiinayaa tallaabada giraanta leh.
lesson-wants-goal = { $move } waa la oggol yahay, laakiin ma aha waxa casharkani weydiinayo. { $goal }
