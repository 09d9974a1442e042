# Masomo na kurasa za "Jinsi ya kucheza" kwa Kiswahili (sw).
# DRAFT: written by the Daga developers, not yet reviewed by a native speaker.
# English (learn/en.ftl) is the source; docs/TRANSLATING.md has the glossary.

## Masomo ya Shax

lesson-shax-placing = Kuweka
lesson-shax-placing-goal = Weka kete kwenye kituo chenye pete. Katika mchezo kituo chochote kilicho wazi kinafaa, na kila mchezaji anaweka kete 12, moja kwa zamu; hapa unaweka tatu.
lesson-shax-placing-learnt = Kete zinawekwa kwenye kituo chochote kilicho wazi mistari inapokutana, moja kwa zamu, hadi zote 24 ziwekwe.

lesson-shax-line-while-placing = Mstari wakati wa kuweka
lesson-shax-line-while-placing-goal = Fanya mstari wa tatu kwa g1. Wakati wa kuweka haukamati kitu, lakini unaamua nani anaondoa kwanza.
lesson-shax-line-while-placing-learnt = Mstari unaofanywa wakati wa kuweka haukamati kitu; anayefanya wa kwanza ndiye anaondoa kwanza bao likijaa. Asipofanya mtu yeyote, mchezaji wa pili anaondoa kwanza.

lesson-shax-removal-phase = Hatua ya kuondoa
lesson-shax-removal-phase-goal = Bao limejaa, na wewe ulifanya mstari wa kwanza: chukua moja ya kete nyeusi za Kaskazini.
lesson-shax-removal-phase-learnt = Bao likijaa kila mchezaji anachukua kete moja ya mpinzani, aliyefanya mstari wa kwanza akianza; kisha kete zinasogea, na aliyeondoa kwanza anasogeza kwanza.

lesson-shax-stepping = Kusogeza
lesson-shax-stepping-goal = Sogeza kete kwenye mstari hadi kituo kilicho wazi kando yake: a1 hadi d1, kisha b2 hadi d2.
lesson-shax-stepping-learnt = Baada ya kuondoa, kete inasogea kwenye mstari hadi kituo jirani kilicho wazi. Kete zinasogea tu: haziruki wala hazipai, hata zikibaki tatu.

lesson-shax-jare = Jare
lesson-shax-jare-goal = Sogea ndani ya mstari wa tatu (jare) na uchukue kete yoyote nyeusi kwayo.
lesson-shax-jare-learnt = Hatua inayokamilisha mstari wa tatu ni jare: inachukua kete moja ya mpinzani (au, kwa "Usiondoe", hakuna).

lesson-shax-hadig = Hadig
lesson-shax-hadig-goal = Unacheza Kaskazini. Kusini hawezi kusogea (hadig): sogeza ili Kusini aweze kusogea tena.
lesson-shax-hadig-learnt = Mchezaji akizuiwa, mwingine lazima amfungulie njia, na hatua hiyo haichukui kitu. Kama hakuna hatua inayoweza kufungua njia, mchezo ni sare.

lesson-shax-winning = Kushinda
lesson-shax-winning-goal = Kaskazini amebaki na kete tatu: fanya jare uchukue moja, na Kaskazini abaki na mbili.
lesson-shax-winning-learnt = Mchezaji aliyebaki na kete mbili anashindwa. Zamu 100 bila kete kuchukuliwa, au hali moja mara tatu, ni sare.

## Masomo ya Sadeqa III

lesson-sadeqa-iii-sowing = Kupanda
lesson-sadeqa-iii-sowing-goal = Panda kutoka shimo linalong'aa: mbegu zake zinadondoshwa moja moja kwenye mashimo yanayofuata, kinyume cha saa.
lesson-sadeqa-iii-sowing-learnt = Unapanda kutoka shimo la safu yako, iliyo karibu nawe: mbegu moja kwa kila shimo linalofuata, kinyume cha saa.

lesson-sadeqa-iii-round-the-board = Kuzunguka bao
lesson-sadeqa-iii-round-the-board-goal = Panda kutoka h, shimo la mwisho la safu yako: mbegu zinaendelea kwenye safu ya Kaskazini.
lesson-sadeqa-iii-round-the-board-learnt = Kupanda kunazunguka safu zote mbili: kutoka mwisho wa safu yako hadi safu ya Kaskazini, na kutoka safu ya Kaskazini kurudi kwako. Upandaji mrefu wa kuzunguka bao lote unadondosha mbegu pia kwenye shimo ulipoanzia.

lesson-sadeqa-iii-relay = Kuendeleza
lesson-sadeqa-iii-relay-goal = Panda kutoka b: mbegu yake ya mwisho inaangukia d, lenye mbegu, kwa hiyo unazichukua na kuendelea kupanda.
lesson-sadeqa-iii-relay-learnt = Mbegu ya mwisho ikiangukia shimo lenye mbegu, unazichukua zote na kuendelea kupanda kutoka hapo.

lesson-sadeqa-iii-capture = Kukamata
lesson-sadeqa-iii-capture-goal = Maliza upandaji wako kwenye shimo tupu la safu yako, lenye mbegu ng'ambo yake, ili uzikamate.
lesson-sadeqa-iii-capture-learnt = Mbegu ya mwisho katika shimo tupu la safu yako inakamata mbegu za shimo la Kaskazini lililo ng'ambo yake. Mbegu ya mwisho katika shimo tupu la safu ya Kaskazini, au ng'ambo ya shimo tupu, haikamati kitu: upandaji unaishia tu.

lesson-sadeqa-iii-endless-sowing = Upandaji usio na mwisho
lesson-sadeqa-iii-endless-sowing-goal = Shimo moja lako lingezunguka bao milele, jambo lisiloruhusiwa: panda kutoka shimo linaloruhusiwa.
lesson-sadeqa-iii-endless-sowing-learnt = Upandaji ambao haungeisha kamwe hauchezwi; kila shimo jingine lenye mbegu linaruhusiwa.

lesson-sadeqa-iii-end-and-count = Mwisho na hesabu
lesson-sadeqa-iii-end-and-count-goal = Kaskazini hana mbegu. Panda ili Kaskazini asiweze kucheza: unachukua mbegu zilizobaki, na mwenye mbegu nyingi anashinda.
lesson-sadeqa-iii-end-and-count-learnt = Mchezaji asipoweza kupanda, aliyecheza mwisho anachukua mbegu zilizobaki bao; aliyekamata mbegu nyingi zaidi anashinda, na hesabu sawa ni sare.

## Masomo ya Bao la Kimasai

lesson-bao-la-kimasai-your-path = Njia yako
lesson-bao-la-kimasai-your-path-goal = Kete zako zinazunguka safu zako mbili kinyume cha saa: katika safu yako ya nyuma (1) zinasogea kutoka a kuelekea l.
lesson-bao-la-kimasai-your-path-learnt = Kete inasogea shimo moja kwenye njia yake: kwenye safu yako ya nyuma kutoka a hadi l, kuingia safu yako ya mbele kwenye l, kurudi kwenye safu ya mbele hadi a, na kuingia safu ya nyuma tena kwenye a.

lesson-bao-la-kimasai-round-the-corner = Kuzunguka kona
lesson-bao-la-kimasai-round-the-corner-goal = Mwishoni mwa safu yako ya nyuma (l1) kete inasogea kuingia safu yako ya mbele (l2), kisha kwenye safu hiyo kuelekea a.
lesson-bao-la-kimasai-round-the-corner-learnt = Njia yako ni duara kuzunguka safu zako mbili; kete za Kaskazini zinazunguka safu mbili za Kaskazini vivyo hivyo.

lesson-bao-la-kimasai-only-empty-holes = Shimo tupu tu
lesson-bao-la-kimasai-only-empty-holes-goal = Kete inasogea kwenye shimo tupu tu: a1 imezuiwa na b1. Sogeza kete inayoweza kusogea.
lesson-bao-la-kimasai-only-empty-holes-learnt = Hatua moja, kwenye shimo linalofuata la njia, na tu likiwa tupu.

lesson-bao-la-kimasai-capture-column = Kukamata safu wima
lesson-bao-la-kimasai-capture-column-goal = Sogea kwenye safu yako ya mbele mahali Kaskazini ana kete ya mbele na kete nyuma yake: zote mbili zinachukuliwa.
lesson-bao-la-kimasai-capture-column-learnt = Kete inayosogea kwenye shimo la safu yako ya mbele, kwenye safu hiyo au kutoka safu ya nyuma kwenye l, inachukua kete ya mbele ya Kaskazini ya safu wima hiyo na ile iliyo nyuma yake.

lesson-bao-la-kimasai-front-alone = Ya mbele peke yake
lesson-bao-la-kimasai-front-alone-goal = Hapa safu wima ya Kaskazini ina kete ya mbele tu: ingia uichukue.
lesson-bao-la-kimasai-front-alone-learnt = Bila kete nyuma yake, kete ya mbele peke yake inachukuliwa; bila kete ya mbele, hakuna kinachochukuliwa.

lesson-bao-la-kimasai-winning = Kushinda
lesson-bao-la-kimasai-winning-goal = Kaskazini amebaki na kete moja: ichukue ushinde.
lesson-bao-la-kimasai-winning-learnt = Anayechukua kete zote za mpinzani anashinda (na mchezaji asiyeweza kusogea anashindwa).

## Jinsi ya kucheza: sheria za kila mchezo kwa hatua fupi, na unakotoka

how-to-play-shax-1 = Kwa zamu wekeni kete zenu 12 kwenye vituo vilivyo wazi; mistari inayofanywa sasa haichukui kitu, lakini anayefanya mstari wa kwanza ataondoa kwanza.
how-to-play-shax-2 = Bao likijaa, kila mchezaji anaondoa kete moja ya mpinzani.
how-to-play-shax-3 = Kisha sogeza kete kwenye mstari hadi jirani aliye wazi. Kukamilisha mstari wa tatu (jare) kunakuruhusu kuondoa kete yoyote ya mpinzani.
how-to-play-shax-4 = Mpinzani wako asipoweza kusogea (hadig), lazima umfungulie njia. Mchezaji aliyebaki na kete mbili anashindwa.
history-shax = Mchezo wa taifa wa Somalia, pia huitwa jar: kwa kawaida huchezwa kwenye mashimo 24 yaliyochimbwa ardhini, kwa vijiwe, makombe au kokwa za tende kama kete. Mashairi na methali nyingi za Kisomali huuzungumzia.

how-to-play-sadeqa-1 = Chagua shimo upande wako (safu ya mashimo iliyo karibu nawe ni yako) na upande mbegu zake moja moja, kinyume cha saa.
how-to-play-sadeqa-2 = Mbegu ya mwisho ikiangukia shimo lenye mbegu, zichukue zote uendelee kupanda.
how-to-play-sadeqa-3 = Ikiangukia shimo tupu upande wako, kamata mbegu za ng'ambo.
how-to-play-sadeqa-4 = Mchezaji asipoweza kucheza, aliyecheza mwisho anachukua zilizobaki. Mwenye mbegu nyingi anashinda; hesabu sawa ni sare.
history-sadeqa = Mchezo wa vijana wachungaji wa Kioromo wa Welega, magharibi mwa Ethiopia, ulioandikwa na Richard Pankhurst mwaka 1971: huchezwa kwenye ubao uliochongwa (sadeqa) au mashimo yaliyochimbwa ardhini, kila shimo likiitwa mana, nyumba, na mawe daga.

how-to-play-kimasai-1 = Kila kete yako inasogea shimo moja kuzunguka safu zako mbili, kinyume cha saa, kwenye shimo tupu tu.
how-to-play-kimasai-2 = Kusogea kwenye safu yako ya mbele kunakamata kete ya mbele ya mpinzani ya safu wima hiyo, na ile iliyo nyuma yake pia.
how-to-play-kimasai-3 = Kamata kete zote za mpinzani ili ushinde.
history-kimasai = Huchezwa na wachungaji wa Kimasai karibu na Mpwapwa, mkoani Dodoma, Tanzania, na ulielezwa mwaka 1911 na mmisionari Martin Klamroth. Tofauti na bao nyingine, hakuna shimo linalobeba zaidi ya kete moja.

# Hatua ya "Jinsi ya kucheza", yenye namba.
how-to-play-step = { $number }. { $text }

## Pete kwenye bao, kila rangi maana moja

rings-title = Pete kwenye bao
ring-lesson = hatua ambayo somo linaomba, au hatua ya kidokezo: anza kwenye pete inayong'aa
ring-preview = hatua iliyo chini ya kiashiria, au mguso wako wa kwanza, ingefanya nini
ring-choice = unapoweza kuchagua sasa
ring-picked = ulichochagua
ring-jare = mstari wa tatu uliofanywa sasa hivi
ring-removable = kinachoweza kuchukuliwa, au kingeweza
ring-refused = hatua ambayo sheria zinakataa: sababu inasemwa kando yake
ring-last-move = hatua ya mwisho
ring-cursor = kishale cha kibodi (mishale au Tab huisogeza)

## Somo kwenye bao

lesson-line = Somo { $number } kati ya { $count }, { $title }: { $goal }
lesson-wants-capture = { $move } inaruhusiwa, lakini haikamati kitu, na somo hili linaomba kukamata.
lesson-wants-win = { $move } inaruhusiwa, lakini bado haishindi, na somo hili linakuomba ushinde.
lesson-wants-ringed = { $move } inaruhusiwa, lakini somo hili linaomba hatua yenye pete.
lesson-wants-goal = { $move } inaruhusiwa, lakini sicho somo hili linaomba. { $goal }
