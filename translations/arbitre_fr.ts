<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>FiguresText</name>
    <message>
        <location filename="../src/gui/napoleonic/figures_text.cpp" line="+56"/>
        <source>Fire</source>
        <translation>Tir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Melee</source>
        <translation>Mêlée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Morale test</source>
        <translation>Test de moral</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Control test</source>
        <translation>Test de contrôle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reaction test</source>
        <translation>Test de réaction</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Formation change</source>
        <translation>Changement de formation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New action</source>
        <translation>Nouvelle action</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Override</source>
        <translation>Décision du MJ</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Score \ figures</source>
        <translation>Score \ figurines</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Box</source>
        <translation>Case</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>MAC</source>
        <translation>MAC</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standing</source>
        <translation>De pied ferme</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Other reasons</source>
        <translation>Autres raisons</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>advances</source>
        <translation>avance</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>halts</source>
        <translation>s&apos;arrête</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>falls back</source>
        <translation>recule</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ineffective</source>
        <translation>inefficace</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>RET / SAF / flank</source>
        <translation>RET / SAF / flanc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>DER / DES / rear</source>
        <translation>DER / DES / arrières</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Change</source>
        <translation>Changement</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>CAV, ARC (NF-23)</source>
        <translation>CAV, ARC (NF-23)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>INF, ARP (NF-22)</source>
        <translation>INF, ARP (NF-22)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>This procedure reads no table.</source>
        <translation>Cette procédure ne lit aucune table.</translation>
    </message>
</context>
<context>
    <name>HelpWindows</name>
    <message>
        <location filename="../src/gui/common/help_windows.cpp" line="+69"/>
        <source>The GM Guide — Arbitre</source>
        <translation>Le guide du MJ — Arbitre</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Navigation</source>
        <translation>Navigation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Back</source>
        <translation>&amp;Retour</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Contents</source>
        <translation>&amp;Sommaire</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The GM guide was not found: %1</source>
        <translation>Le guide du MJ est introuvable : %1</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>, or </source>
        <translation>, ou </translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Keyboard Shortcuts — Arbitre</source>
        <translation>Raccourcis clavier — Arbitre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shortcut</source>
        <translation>Raccourci</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
</context>
<context>
    <name>MapText</name>
    <message>
        <location filename="../src/gui/umbra/play_text_map.cpp" line="+73"/>
        <source>Units move only in a movement step.</source>
        <translation>Les unités ne se déplacent que pendant une phase de mouvement.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot take this order in this movement step: one order per unit, and only the moving side&apos;s units on the map.</source>
        <translation>%1 ne peut recevoir cet ordre dans cette phase de mouvement : un ordre par unité, et seulement aux unités sur la carte du parti qui se déplace.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cannot force-march alone: a troop of its side must go with it from start to end.</source>
        <translation>%1 ne peut faire de marche forcée sans escorte : une troupe de son parti doit l&apos;accompagner du départ à l&apos;arrivée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 fought last turn: engaged troops cannot consolidate.</source>
        <translation>%1 a combattu au tour précédent : une troupe engagée ne peut consolider.</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>%1 cannot consolidate: only a troop that has not moved this turn can.</source>
        <translation>%1 ne peut consolider : seule une troupe qui ne s&apos;est pas déplacée ce tour le peut.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A position at %1 needs a troop that is not piétaille and a helper troop building together.</source>
        <translation>Une position en %1 demande une troupe qui ne soit pas de la piétaille et une troupe d&apos;aide qui la lèvent ensemble.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cannot raise a position at %2.</source>
        <translation>%1 ne peut lever de position en %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot move to %2.</source>
        <translation>%1 ne peut se déplacer en %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot move.</source>
        <translation>%1 ne peut se déplacer.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>This unit</source>
        <translation>Cette unité</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is already at %2: it needs no order to stay.</source>
        <translation>%1 est déjà en %2 : nul besoin d&apos;ordre pour y rester.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cannot leave the map.</source>
        <translation>%1 ne peut quitter la carte.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 cannot reach %2 this turn: %n movement point(s) left.</source>
        <translation>
            <numerusform>%1 ne peut atteindre %2 ce tour : il lui reste %n point de mouvement.</numerusform>
            <numerusform>%1 ne peut atteindre %2 ce tour : il lui reste %n points de mouvement.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 reaches %2 only by a forced march (UD-74).</source>
        <translation>%1 n&apos;atteint %2 que par une marche forcée (UD-74).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cannot enter %2: %3 is impassable.</source>
        <translation>%1 ne peut entrer en %2 : le terrain %3 est infranchissable.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cannot force-march now.</source>
        <translation>%1 ne peut faire de marche forcée maintenant.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cannot force-march to %2: every way there crosses terrain that forbids it.</source>
        <translation>%1 ne peut gagner %2 par une marche forcée : tout chemin traverse un terrain qui l&apos;interdit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 needs two turns to enter %2 (%3): it stays this turn and enters the next.</source>
        <translation>%1 met deux tours à entrer en %2 (%3) : un tour sur place, puis l&apos;entrée au tour suivant.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cannot start entering %2 (%3): it already moved this turn.</source>
        <translation>%1 ne peut commencer à entrer en %2 (%3) : il y a déjà eu un déplacement ce tour.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>VS %1 %2, %3 %4</source>
        <translation>VS %1 %2, %3 %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: the lower VS moves first</source>
        <translation>%1 : la VS la plus faible se déplace en premier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, equal; Force %2 against %3: the greater Force is the more strategic and moves second</source>
        <translation>%1, égales ; Force %2 contre %3 : la plus grande Force est la plus stratège et se déplace en second</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and Force equal: the GM has %2 move first</source>
        <translation>%1 et Forces égales : le MJ fait se déplacer %2 en premier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 and Force equal: the GM has not chosen, the sides&apos; order in the scenario stands</source>
        <translation>%1 et Forces égales : le MJ n&apos;a pas choisi, l&apos;ordre des partis du scénario s&apos;applique</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>day %1, end of the day</source>
        <translation>jour %1, fin de la journée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>day %1, turn %2 of %3</source>
        <translation>jour %1, tour %2 sur %3</translation>
    </message>
</context>
<context>
    <name>NapoleonicDemos</name>
    <message>
        <location filename="../src/gui/napoleonic/napoleonic_ui.cpp" line="+60"/>
        <source>The figure rules&apos; table (napoleonic-figures, the worked examples&apos; units)</source>
        <translation>La table des règles à figurines (napoleonic-figures, les unités des exemples commentés)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hohenau (Vive l&apos;Empereur !, on a hex map)</source>
        <translation>Hohenau (Vive l&apos;Empereur !, sur une carte hexagonale)</translation>
    </message>
</context>
<context>
    <name>OutlookText</name>
    <message>
        <location filename="../src/gui/umbra/map/outlook_marks.cpp" line="+42"/>
        <source>%1 at %2 (%3)</source>
        <translation>%1 en %2 (%3)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 and %2 are adjacent.</source>
        <translation>%1 et %2 sont adjacents.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>They fight at the end of this turn&apos;s movement if they stay so (UD-82, UD-A52).</source>
        <translation>Ils combattront à la fin du mouvement de ce tour s&apos;ils le restent (UD-82, UD-A52).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>They fight next turn if they stay so (UD-A52).</source>
        <translation>Ils combattront au tour suivant s&apos;ils le restent (UD-A52).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 against %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Confrontation %1, to resolve this turn (UD-83):
%2</source>
        <translation>Confrontation %1, à résoudre ce tour (UD-83) :
%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confrontation %1, under way (UD-82):
%2</source>
        <translation>Confrontation %1, en cours (UD-82) :
%2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (%2) enters %3 next turn: a difficult hex takes two turns (UD-A43).</source>
        <translation>%1 (%2) entre en %3 au tour suivant : un hexagone difficile demande deux tours (UD-A43).</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n troop(s) of %1 arrive at %2 %3 on day %4 (UD-18, UD-69):</source>
        <translation>
            <numerusform>%n troupe de %1 arrive à %2 %3 le jour %4 (UD-18, UD-69) :</numerusform>
            <numerusform>%n troupes de %1 arrivent à %2 %3 le jour %4 (UD-18, UD-69) :</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayText</name>
    <message>
        <location filename="../src/gui/umbra/play_text.cpp" line="+46"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>nobody could take it (UD-A60)</source>
        <translation>personne pour la subir (UD-A60)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wounded</source>
        <translation>blessé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>second wound: eliminated (UD-28)</source>
        <translation>seconde blessure : éliminé (UD-28)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>piétaille wounded: dislocated (UD-32)</source>
        <translation>piétaille blessée : disloquée (UD-32)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>captured (UD-41)</source>
        <translation>capturé (UD-41)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>morale −%1</source>
        <translation>moral −%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rupture: flees (UD-27)</source>
        <translation>rupture : en fuite (UD-27)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cancelled by Discipline (UD-51)</source>
        <translation>annulée par la Discipline (UD-51)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unhurt</source>
        <translation>indemne</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>wound</source>
        <translation>blessure</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>morale loss</source>
        <translation>perte de moral</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>damage</source>
        <translation>dégât</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n wound(s)</source>
        <translation>
            <numerusform>%n blessure</numerusform>
            <numerusform>%n blessures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n damage</source>
        <translation>
            <numerusform>%n dégât</numerusform>
            <numerusform>%n dégâts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n morale loss(es)</source>
        <translation>
            <numerusform>%n perte de moral</numerusform>
            <numerusform>%n pertes de moral</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+%1 F next turn</source>
        <translation>+%1 F au prochain tour</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stronger side</source>
        <translation>Parti supérieur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Weaker side</source>
        <translation>Parti inférieur</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (chosen)</source>
        <translation> (désigné par son parti)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>draw %1, rolled by %2 (d%3)</source>
        <translation>tirage %1, lancé par %2 (d%3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tactiques variées redraw of draw %1 by %2 (d%3)</source>
        <translation>relance du tirage %1 par %2 grâce à Tactiques variées (d%3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>roll-off for equal totals, %1 (d%2)</source>
        <translation>jet pour départager les totaux égaux, %1 (d%2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;Day %1&lt;/b&gt; · turn %2 of %3</source>
        <translation>&lt;b&gt;Jour %1&lt;/b&gt; · tour %2 sur %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Set-up&lt;/b&gt; — arrange the scenario, then begin the battle</source>
        <translation>&lt;b&gt;Préparation&lt;/b&gt; — mettez en place le scénario, puis commencez la bataille</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · confrontation (no map)</source>
        <translation> · confrontation (sans carte)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source> · movement: &lt;b&gt;%1&lt;/b&gt; moves (%2 of %3)%4</source>
        <translation> · mouvement : &lt;b&gt;%1&lt;/b&gt; se déplace (%2 sur %3)%4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> · conditional orders wait for the GM (UD-A42)</source>
        <translation> · ordres conditionnels en attente du MJ (UD-A42)</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source> · %n contact(s) will fight next turn if they stay so (UD-A52)</source>
        <translation>
            <numerusform> · %n contact combattra au tour suivant s&apos;il se maintient (UD-A52)</numerusform>
            <numerusform> · %n contacts combattront au tour suivant s&apos;ils se maintiennent (UD-A52)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source> · no confrontation this turn</source>
        <translation> · aucune confrontation ce tour-ci</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source> · &lt;b&gt;%n confrontation(s)&lt;/b&gt; to resolve (UD-83)</source>
        <translation>
            <numerusform> · &lt;b&gt;%n confrontation&lt;/b&gt; à résoudre (UD-83)</numerusform>
            <numerusform> · &lt;b&gt;%n confrontations&lt;/b&gt; à résoudre (UD-83)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Day %1&lt;/b&gt; · end of the day: rally, rest, next day (UD-99–UD-102)</source>
        <translation>&lt;b&gt;Jour %1&lt;/b&gt; · fin de la journée : ralliement, repos, jour suivant (UD-99–UD-102)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Begin the Battle</source>
        <translation>Commencer la bataille</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+11"/>
        <source>Resolve the Turn</source>
        <translation>Résoudre le tour</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>End %1&apos;s Movement</source>
        <translation>Finir le mouvement de %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Settle Conditional Orders…</source>
        <translation>Trancher les ordres conditionnels…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End the Day…</source>
        <translation>Finir la journée…</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>difference within the tie band</source>
        <translation>différence dans la marge d&apos;égalité</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>triple ratio</source>
        <translation>rapport du triple</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>double ratio</source>
        <translation>rapport du double</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>superior difference</source>
        <translation>différence supérieure</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>difference below the superior threshold</source>
        <translation>différence sous le seuil supérieur</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+27"/>
        <source>the GM&apos;s choice</source>
        <translation>le choix du MJ</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>the greater total</source>
        <translation>le total le plus fort</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>equal totals, the greater VS</source>
        <translation>totaux égaux, la VS la plus forte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>equal totals, it holds its position</source>
        <translation>totaux égaux, il tient sa position</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>equal totals, it won the roll-off</source>
        <translation>totaux égaux, il a gagné le jet pour départager</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>equal totals, the GM named it</source>
        <translation>totaux égaux, désigné par le MJ</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Confrontation %1 · %2</source>
        <translation>Confrontation %1 · %2</translation>
    </message>
    <message>
        <location line="-118"/>
        <source>Skills in play:</source>
        <translation>Compétences en jeu :</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Difference &lt;b&gt;%1&lt;/b&gt;, ratio &lt;b&gt;%2&lt;/b&gt; → &lt;b&gt;%3&lt;/b&gt; (%4, %5). %6 units: %7. &lt;b&gt;%8&lt;/b&gt; is superior and rolls (%9).</source>
        <translation>Différence &lt;b&gt;%1&lt;/b&gt;, rapport &lt;b&gt;%2&lt;/b&gt; → &lt;b&gt;%3&lt;/b&gt; (%4, %5). %6 unités : %7. &lt;b&gt;%8&lt;/b&gt; est supérieur et lance le dé (%9).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;major battle&lt;/b&gt;, two draws (UD-84)</source>
        <translation>&lt;b&gt;bataille majeure&lt;/b&gt;, deux tirages (UD-84)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>one draw (UD-84)</source>
        <translation>un seul tirage (UD-84)</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Refused:</source>
        <translation>Refusé :</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>d10 %1</source>
        <translation>d10 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, redrawn %1</source>
        <translation>, relancé %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, Sens tactique %1 %2</source>
        <translation>, Sens tactique %1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw %1:</source>
        <translation>Tirage %1 :</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Waiting for:</source>
        <translation>En attente :</translation>
    </message>
</context>
<context>
    <name>PmUi</name>
    <message>
        <location filename="../src/gui/pm/pm_ui.cpp" line="+37"/>
        <source>The battle of the Lérac (a PM battle, phase by phase)</source>
        <translation>La bataille du Lérac (une bataille aux PM, phase par phase)</translation>
    </message>
</context>
<context>
    <name>RuleLookup</name>
    <message>
        <location filename="../src/gui/common/rule_lookup.cpp" line="+113"/>
        <source>Rule %1 — Arbitre</source>
        <translation>Règle %1 — Arbitre</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No rule **%1** in the rule summaries shipped with Arbitre (UD-, PM-, NF-, VE- ids).</source>
        <translation>Aucune règle **%1** dans les résumés de règles fournis avec Arbitre (identifiants UD-, PM-, NF-, VE-).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>From *%1*.</source>
        <translation>Tiré de *%1*.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Rule Lookup</source>
        <translation>Chercher une règle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule id (UD-83, UD-A52, PM-6, NF-11, VE-M6…):</source>
        <translation>Identifiant de la règle (UD-83, UD-A52, PM-6, NF-11, VE-M6…) :</translation>
    </message>
</context>
<context>
    <name>StandardMenus</name>
    <message>
        <location filename="../src/gui/common/standard_menus.cpp" line="+40"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New</source>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open for Re&amp;view…</source>
        <translation>Ouvrir pour re&amp;voir…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No recent files</source>
        <translation>Aucun fichier récent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a &amp;Demo</source>
        <translation>Ouvrir une &amp;démo</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Window</source>
        <translation>Fe&amp;nêtre</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Welcome</source>
        <translation>&amp;Accueil</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GM &amp;Guide</source>
        <translation>Le &amp;guide du MJ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rule Lookup…</source>
        <translation>Chercher une &amp;règle…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About Arbitre</source>
        <translation>À &amp;propos d&apos;Arbitre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About Arbitre</source>
        <translation>À propos d&apos;Arbitre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Arbitre %1&lt;/h3&gt;&lt;p&gt;A wargame adjudicator for game masters: every result explained with its rule.&lt;/p&gt;&lt;p&gt;MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Arbitre %1&lt;/h3&gt;&lt;p&gt;Un arbitre de wargame pour les maîtres de jeu : chaque résultat expliqué par sa règle.&lt;/p&gt;&lt;p&gt;Licence MIT.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>UmbraUi</name>
    <message>
        <location filename="../src/gui/umbra/umbra_ui.cpp" line="+38"/>
        <source>New &amp;Map Scenario…</source>
        <translation>Nouveau scénario sur &amp;carte…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw a map and raise the armies (Umbra Draconis)</source>
        <translation>Dessinez une carte et levez les armées (Umbra Draconis)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The battle of Vaudrey ford (Umbra Draconis, on a hex map)</source>
        <translation>La bataille du gué de Vaudrey (Umbra Draconis, sur une carte hexagonale)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blue against Red (Umbra Draconis, one confrontation, no map)</source>
        <translation>Bleu contre Rouge (Umbra Draconis, une confrontation, sans carte)</translation>
    </message>
</context>
<context>
    <name>UndoText</name>
    <message>
        <location filename="../src/gui/napoleonic/event_text.h" line="+44"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 on %3</source>
        <translation>%1 de %2 sur %3</translation>
    </message>
</context>
<context>
    <name>UnitText</name>
    <message>
        <location filename="../src/gui/umbra/unit_text.cpp" line="+54"/>
        <location line="+19"/>
        <source>Present</source>
        <translation>Présente</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Eliminated</source>
        <translation>Éliminée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Broken up</source>
        <translation>Disloquée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fleeing</source>
        <translation>En fuite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deserted</source>
        <translation>A déserté</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To be raised</source>
        <translation>À lever</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not raised</source>
        <translation>Non levée</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Captured</source>
        <translation>Capturée</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Armament: %1</source>
        <translation>Armement : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fatigue: %1</source>
        <translation>Fatigue : %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Force %1</source>
        <translation>Force %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>arrives day %1</source>
        <translation>arrive le jour %1</translation>
    </message>
</context>
<context>
    <name>VeText</name>
    <message>
        <location filename="../src/gui/napoleonic/ve_text.cpp" line="+37"/>
        <location line="+17"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Fire</source>
        <translation>Tir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Melee</source>
        <translation>Mêlée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Morale test</source>
        <translation>Test de moral</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rally</source>
        <translation>Ralliement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rest</source>
        <translation>Mise au repos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Formation change</source>
        <translation>Changement de formation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leader</source>
        <translation>Chef</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Override</source>
        <translation>Décision du MJ</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::AddUnitDialog</name>
    <message>
        <location filename="../src/gui/umbra/dialogs/add_unit_dialog.cpp" line="+19"/>
        <source>Add a Troop</source>
        <translation>Ajouter une troupe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add a Personality</source>
        <translation>Ajouter une personnalité</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Side:</source>
        <translation>&amp;Parti :</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Type:</source>
        <translation>&amp;Type :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>e.g. Lances of the Keep</source>
        <translation>p. ex. Lances du donjon</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>e.g. Sire Hugues</source>
        <translation>p. ex. Sire Hugues</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::AllocationDialog</name>
    <message>
        <location filename="../src/gui/umbra/dialogs/play_dialogs.cpp" line="+47"/>
        <source>Allocate the Losses of Confrontation %1</source>
        <translation>Répartir les pertes de la confrontation %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The suffering side chooses who takes each wound and each morale loss (UD-88). Arbitre suggests the choice that keeps the most Force on the field; each line says what the choice does.</source>
        <translation>Le parti qui subit les pertes désigne qui encaisse chaque blessure et chaque perte de moral (UD-88). Arbitre suggère le choix qui garde le plus de Force sur le terrain ; chaque ligne indique l&apos;effet du choix.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Suggested</source>
        <translation>&amp;Suggestion</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Loss %1 (%2):</source>
        <translation>Perte %1 (%2) :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No loss to allocate.</source>
        <translation>Aucune perte à répartir.</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::BattleLogDock</name>
    <message>
        <location filename="../src/gui/umbra/docks/battle_log_model.cpp" line="+26"/>
        <source>vert</source>
        <translation>vert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rouge</source>
        <translation>rouge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>elimination</source>
        <translation>élimination</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>flight</source>
        <translation>fuite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rally</source>
        <translation>ralliement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>desertion</source>
        <translation>désertion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>override</source>
        <translation>décision du MJ</translation>
    </message>
    <message>
        <location filename="../src/gui/umbra/docks/battle_log_dock.cpp" line="+41"/>
        <source>rolled by Arbitre</source>
        <translation>lancé par Arbitre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>scripted</source>
        <translation>valeur imposée (script)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>entered from the table</source>
        <translation>saisi depuis la table</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Battle Log</source>
        <translation>Journal de bataille</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Unit…</source>
        <translation>Unité…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>Vert / rouge</source>
        <translation>Vert / rouge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eliminations</source>
        <translation>Éliminations</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flights</source>
        <translation>Fuites</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rallies</source>
        <translation>Ralliements</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overrides</source>
        <translation>Décisions du MJ</translation>
    </message>
    <message>
        <location filename="../src/gui/umbra/docks/battle_log_model.cpp" line="+161"/>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Highlights</source>
        <translation>Faits marquants</translation>
    </message>
    <message>
        <location filename="../src/gui/umbra/docks/battle_log_dock.cpp" line="+113"/>
        <source>All sides</source>
        <translation>Tous les partis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All events</source>
        <translation>Tous les événements</translation>
    </message>
    <message>
        <location filename="../src/gui/umbra/docks/battle_log_model.cpp" line="-18"/>
        <source>Day %1</source>
        <translation>Jour %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End of the day</source>
        <translation>Fin de la journée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing played yet.</source>
        <translation>Rien n&apos;a encore été joué.</translation>
    </message>
    <message>
        <location filename="../src/gui/umbra/docks/battle_log_dock.cpp" line="+140"/>
        <source>Export the Battle Log</source>
        <translation>Exporter le journal de bataille</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Web page for the players (*.html);;Markdown (*.md)</source>
        <translation>Page web pour les joueurs (*.html);;Markdown (*.md)</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::ConditionalOrderDialog</name>
    <message>
        <location filename="../src/gui/umbra/dialogs/play_dialogs.cpp" line="+147"/>
        <source>Conditional Order for %1</source>
        <translation>Ordre conditionnel pour %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. if the enemy enters the ford</source>
        <translation>p. ex. l&apos;ennemi entre dans le gué</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;When:</source>
        <translation>&amp;Quand :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move to the hex below</source>
        <translation>Se déplacer vers l&apos;hexagone ci-dessous</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Consolidate</source>
        <translation>Consolider sa position</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Do:</source>
        <translation>Ac&amp;tion :</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Hex (column, row):</source>
        <translation>&amp;Hexagone (colonne, ligne) :</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::ConditionalsDialog</name>
    <message>
        <location line="-66"/>
        <source>Conditional Orders</source>
        <translation>Ordres conditionnels</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Did the opponent do what each order waits for? Checked orders are carried out (UD-71, UD-A42).</source>
        <translation>L&apos;adversaire a-t-il fait ce qu&apos;attend chaque ordre ? Les ordres cochés sont exécutés (UD-71, UD-A42).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: if “%2”, %3 %4</source>
        <translation>%1 : si « %2 », %3 %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>moves to [%1, %2]</source>
        <translation>se déplace en [%1, %2]</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>consolidates</source>
        <translation>consolide sa position</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::ConfrontationDock</name>
    <message>
        <location filename="../src/gui/umbra/docks/confrontation_dock.cpp" line="+25"/>
        <source>Confrontation</source>
        <translation>Confrontation</translation>
    </message>
    <message>
        <location line="+61"/>
        <location line="+165"/>
        <source>&amp;Roll</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <location line="-163"/>
        <source>Arbitre rolls the die; the log says it was rolled by Arbitre</source>
        <translation>Arbitre lance le dé ; le journal indique qu&apos;il a été lancé par Arbitre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take &amp;Back</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Takes back the last die (Backspace)</source>
        <translation>Reprend le dernier dé (Retour arrière)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>or type the die on the table: 1–9, 0 for 10</source>
        <translation>ou saisissez le dé lancé sur la table : 1–9, 0 pour 10</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>O&amp;dds</source>
        <translation>&amp;Chances</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The chance of each outcome of the turn as set, before the roll; again for the resolution</source>
        <translation>Les chances de chaque issue du tour tel que réglé, avant le jet ; à nouveau pour la résolution</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Skills and decisions (UD-49, UD-51, UD-62, UD-63, UD-65)</source>
        <translation>Compétences et décisions (UD-49, UD-51, UD-62, UD-63, UD-65)</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>&amp;Allocate Losses…</source>
        <translation>Ré&amp;partir les pertes…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resolve the &amp;Turn</source>
        <translation>Résoudre le &amp;tour</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Override…</source>
        <translation>&amp;Décision du MJ…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sets a total, the table or the roller by hand, with a reason (UD-M5)</source>
        <translation>Impose un total, la table ou le parti qui lance, avec une raison (UD-M5)</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>Confrontation %1: %2 against %3%4</source>
        <translation>Confrontation %1 : %2 contre %3%4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> — ready</source>
        <translation> — prête</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;p&gt;No confrontation is fought this turn: resolve it to go on.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Aucune confrontation n&apos;a lieu ce tour-ci : résolvez le tour pour continuer.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Confrontations are resolved after the movement steps (UD-68, UD-82).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Les confrontations se résolvent après les phases de mouvement (UD-68, UD-82).&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Roll d%1</source>
        <translation>&amp;Lancer le d%1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Draw %1: %2 uses %3</source>
        <translation>Tirage %1 : %2 utilise %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Odds are given for a confrontation to be resolved (UD-83).</source>
        <translation>Les chances sont données pour une confrontation à résoudre (UD-83).</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 spends Discipline (UD-51), up to %2:</source>
        <translation>%1 dépense de la Discipline (UD-51), jusqu&apos;à %2 :</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>no aim</source>
        <translation>aucune cible</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 aims its wounds (Contournement, UD-49) at:</source>
        <translation>%1 dirige ses blessures (Contournement, UD-49) vers :</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 counters %2&apos;s %3</source>
        <translation>%1 contre la compétence %3 de %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>known</source>
        <translation>connue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The skill was already known: countered at once, otherwise from the next turn (UD-A38)</source>
        <translation>La compétence était déjà connue : contrée aussitôt, sinon à partir du tour suivant (UD-A38)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vision stratégique</source>
        <translation>Vision stratégique</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::DiceEntry</name>
    <message>
        <location filename="../src/gui/common/dice_entry.cpp" line="+24"/>
        <source>This procedure reads no die.</source>
        <translation>Cette procédure ne lit aucun dé.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>rolled by Arbitre</source>
        <translation>lancé par Arbitre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The die as thrown at the table; empty: Arbitre rolls it</source>
        <translation>Le dé tel que lancé à la table ; vide : Arbitre le lance</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The die as thrown at the table (1–%1); empty: Arbitre rolls it</source>
        <translation>Le dé tel qu&apos;il est tombé sur la table (1–%1) ; vide : Arbitre le lance</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Die %1 (d%2), %3:</source>
        <translation>Dé %1 (d%2), %3 :</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Die %1 (%2): “%3” is not a face of a d%4; type 1 to %4, or leave it empty for Arbitre to roll.</source>
        <translation>Dé %1 (%2) : « %3 » n&apos;est pas une face d&apos;un d%4 ; saisissez 1 à %4, ou laissez-le vide pour qu&apos;Arbitre le lance.</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::Document</name>
    <message>
        <location filename="../src/gui/common/document.cpp" line="+74"/>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Reveal the Dice Seed</source>
        <translation>Révéler la graine des dés</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>The session is open for review: leave the review (View ▸ Review) to change it.</source>
        <translation>La partie est ouverte en relecture : quittez la relecture (Affichage ▸ Relecture) pour la modifier.</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::DocumentWindow</name>
    <message>
        <location filename="../src/gui/common/document_window.cpp" line="+114"/>
        <source>not saved</source>
        <translation>non enregistré</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Export the Battle Log…</source>
        <translation>&amp;Exporter le journal de bataille…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export the battle log</source>
        <translation>Exporter le journal de bataille</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Web page (*.html);;Markdown (*.md)</source>
        <translation>Page web (*.html);;Markdown (*.md)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>Save the session</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location line="-153"/>
        <location line="+154"/>
        <source>Arbitre sessions and scenarios (*.json)</source>
        <translation>Parties et scénarios Arbitre (*.json)</translation>
    </message>
    <message>
        <location line="-221"/>
        <source>Log %1 · %2</source>
        <translation>Journal %1 · %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;&lt;b&gt;Head of the log: %1&lt;/b&gt;&lt;br/&gt;%2&lt;/p&gt;&lt;p&gt;%3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Tête du journal : %1&lt;/b&gt;&lt;br/&gt;%2&lt;/p&gt;&lt;p&gt;%3.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Players note the head at the table. &lt;code&gt;arbitre-cli verify FILE --head %1&lt;/code&gt; then tells a log cut short or changed from the one played.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Les joueurs notent la tête à la table. &lt;code&gt;arbitre-cli verify FICHIER --head %1&lt;/code&gt; distingue ensuite un journal tronqué ou modifié de celui qui a été joué.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;The virtual dice are committed to a secret seed: reveal it (File menu) when players may check them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Les dés virtuels sont engagés sur une graine secrète : révélez-la (menu Fichier) quand les joueurs pourront les vérifier.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 — %2[*] — review — Arbitre</source>
        <translation>%1 — %2[*] — relecture — Arbitre</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Save a &amp;Players&apos; Copy…</source>
        <translation>Enregistrer une copie pour les &amp;joueurs…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The session without the dice seed not yet revealed, for players to verify</source>
        <translation>La partie sans la graine des dés pas encore révélée, que les joueurs pourront vérifier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save a players&apos; copy</source>
        <translation>Enregistrer une copie pour les joueurs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> (players).json</source>
        <translation> (joueurs).json</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Re&amp;veal the Dice Seed…</source>
        <translation>Ré&amp;véler la graine des dés…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Review</source>
        <translation>&amp;Relecture</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step through the session&apos;s events, read-only</source>
        <translation>Parcourir les événements de la partie, en lecture seule</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Review &amp;Controls</source>
        <translation>&amp;Commandes de relecture</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;First Event</source>
        <translation>&amp;Premier événement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Previous Event</source>
        <translation>Événement p&amp;récédent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Event</source>
        <translation>Événement &amp;suivant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last Event</source>
        <translation>&amp;Dernier événement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous &amp;Moment (Day, Turn, Phase)</source>
        <translation>&amp;Moment précédent (jour, tour, phase)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next M&amp;oment (Day, Turn, Phase)</source>
        <translation>M&amp;oment suivant (jour, tour, phase)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;lay / Pause</source>
        <translation>&amp;Lecture / pause</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Bookmark This Event…</source>
        <translation>Mettre un si&amp;gnet ici…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot review %1</source>
        <translation>Impossible de relire %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Review: read-only. Left/Right step, Home/End, Space plays; View ▸ Review to play on.</source>
        <translation>Relecture : lecture seule. Gauche/Droite pour avancer ou reculer, Début/Fin, Espace pour lire ; Affichage ▸ Relecture pour reprendre la partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Review ended: the session is editable again.</source>
        <translation>Relecture terminée : la partie est de nouveau modifiable.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Cannot save %1</source>
        <translation>Impossible d&apos;enregistrer %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot export the battle log</source>
        <translation>Impossible d&apos;exporter le journal de bataille</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exported %1</source>
        <translation>%1 exporté</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot save the players&apos; copy</source>
        <translation>Impossible d’enregistrer la copie pour les joueurs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved the players&apos; copy %1</source>
        <translation>Copie pour les joueurs enregistrée : %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Reveal the dice seed</source>
        <translation>Révéler la graine des dés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once revealed, anyone holding the log can check every virtual die rolled so far, and the seed goes into players&apos; copies and saves. The dice to come are derived from a new secret seed.

Reveal it now?</source>
        <translation>Une fois révélée, quiconque détient le journal peut vérifier chaque dé virtuel lancé jusqu’ici, et la graine figure dans les copies pour les joueurs et les enregistrements. Les dés à venir sont tirés d’une nouvelle graine secrète.

La révéler maintenant ?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Dice seed revealed: save, then share the file or a players&apos; copy</source>
        <translation>Graine des dés révélée : enregistrez, puis partagez le fichier ou une copie pour les joueurs</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” has unsaved changes. Save them?</source>
        <translation>« %1 » comporte des modifications non enregistrées. Les enregistrer ?</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::FieldEditor</name>
    <message>
        <location filename="../src/gui/umbra/docks/field_editor.cpp" line="+104"/>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base type</source>
        <translation>Type de base</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Machine Force</source>
        <translation>Force de la machine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Armament</source>
        <translation>Armement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fatigue</source>
        <translation>Fatigue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wounded</source>
        <translation>Blessé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adjectives</source>
        <translation>Adjectifs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strategy value (VS)</source>
        <translation>Valeur de stratégie (VS)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forestier X</source>
        <translation>Forestier X</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wounds</source>
        <translation>Blessures</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skills</source>
        <translation>Compétences</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scouts</source>
        <translation>Éclaireurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scouts&apos; VS</source>
        <translation>VS des éclaireurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Command level</source>
        <translation>Niveau de commandement</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::FiguresWindow</name>
    <message>
        <location filename="../src/gui/napoleonic/figures_panel.cpp" line="+290"/>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>Procedure:</source>
        <translation>Procédure :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Acting unit:</source>
        <translation>Unité qui agit :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target:</source>
        <translation>Cible :</translation>
    </message>
    <message>
        <location filename="../src/gui/napoleonic/figures_panel_options.cpp" line="+70"/>
        <source>Test (NF-29):</source>
        <translation>Test (NF-29) :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In sight at tactical distance (M11, NF-32)</source>
        <translation>En vue à distance tactique (M11, NF-32)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PA to spend (M10, NF-47):</source>
        <translation>PA à dépenser (M10, NF-47) :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Steps of this action inflicted by the objective of the MAC, left out of M17</source>
        <translation>Pas perdus dans cette action infligés par l&apos;objectif de la MAC, exclus de M17</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps from the objective (NF-A56):</source>
        <translation>Pas dus à l&apos;objectif (NF-A56) :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>threatened by cavalry (M13 doubled, NF-34)</source>
        <translation>menacée par de la cavalerie (M13 doublé, NF-34)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cavalry charging infantry counts the infantry&apos;s parameters, doubled and inverted; its cohesion is read from the unit</source>
        <translation>La cavalerie en MAC contre l&apos;infanterie compte les paramètres de l&apos;INF en double inversé ; sa cohésion est lue sur l&apos;unité</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The infantry charged by cavalry (M15, NF-A54)</source>
        <translation>L&apos;infanterie chargée par la cavalerie (M15, NF-A54)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>all</source>
        <translation>toutes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Figures engaged (NF-A42):</source>
        <translation>Figurines engagées (NF-A42) :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the attached leader fights (NF-11)</source>
        <translation>le chef attaché combat (NF-11)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Enemy (NF-46):</source>
        <translation>ENI (NF-46) :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fires</source>
        <translation>tire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stops from its pace</source>
        <translation>s&apos;arrête depuis son allure</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>New formation (NF-25):</source>
        <translation>Nouvelle formation (NF-25) :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the unit&apos;s pace</source>
        <translation>l&apos;allure de l&apos;unité</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pace (NF-22, NF-23):</source>
        <translation>Allure (NF-22, NF-23) :</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Terrain entered or crossed (NF-27)</source>
        <translation>Terrain abordé ou franchi (NF-27)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>backward step</source>
        <translation>pas en arrière</translation>
    </message>
    <message>
        <location filename="../src/gui/napoleonic/figures_panel.cpp" line="-26"/>
        <source>Preview</source>
        <translation>Aperçu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Confirm</source>
        <translation>Confirmer</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Dice, in the order the procedure reads them</source>
        <translation>Dés, dans l&apos;ordre où la procédure les lit</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>die %1</source>
        <translation>dé %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Pick the units, tick the modifiers that apply, type the dice thrown at the table or leave them to Arbitre, and press Preview: nothing is logged before Confirm.</source>
        <translation>Choisissez les unités, cochez les modificateurs qui s&apos;appliquent, saisissez les dés lancés sur la table ou laissez-les à Arbitre, puis cliquez sur Aperçu : rien n&apos;est consigné avant Confirmer.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Die refused</source>
        <translation>Dé refusé</translation>
    </message>
    <message>
        <location filename="../src/gui/napoleonic/figures_window.cpp" line="+56"/>
        <source>Units</source>
        <translation>Unités</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;table opened&gt;</source>
        <translation>&lt;table ouverte&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Arm</source>
        <translation>Arme</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Figures</source>
        <translation>Figurines</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Formation</source>
        <translation>Formation</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pace</source>
        <translation>Allure</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Box</source>
        <translation>Case</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cohesion</source>
        <translation>Cohésion</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>POP</source>
        <translation>POP</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leader</source>
        <translation>Chef</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&amp;Override a Unit Value…</source>
        <translation>&amp;Corriger une valeur d&apos;unité…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Table</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preview</source>
        <translation>&amp;Aperçu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Confirm</source>
        <translation>&amp;Confirmer</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>infantry</source>
        <translation>infanterie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cavalry</source>
        <translation>cavalerie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>artillery</source>
        <translation>artillerie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (+%1 steps%2)</source>
        <translation> (+%1 pas%2)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> (+%1 step%2)</source>
        <translation> (+%1 pas%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> ½</source>
        <translation> ½</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>factor %1, %2 UD</source>
        <translation>facteur %1, %2 UD</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 (column %2 of NF-25)</source>
        <translation>%1 (colonne %2 de NF-25)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Override %1 of %2</source>
        <translation>Décision du MJ : %1 de %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Override refused</source>
        <translation>Décision refusée</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Override a unit value</source>
        <translation>Corriger une valeur d&apos;unité</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a number, or an id of the ruleset (line, arr, saf…)</source>
        <translation>un nombre, ou un identifiant des règles (line, arr, saf…)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>why (required, kept in the log)</source>
        <translation>pourquoi (obligatoire, gardé au journal)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unit:</source>
        <translation>Unité :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value:</source>
        <translation>Valeur :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New value:</source>
        <translation>Nouvelle valeur :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason:</source>
        <translation>Raison :</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::GuardedApplication</name>
    <message>
        <location filename="../src/gui/shell/application.cpp" line="+77"/>
        <source>Unexpected error</source>
        <translation>Erreur inattendue</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Arbitre met an error it did not expect, and the action was not completed. Your files on disk are as they were; save your work under a new name, then please report this:

%1</source>
        <translation>Arbitre a rencontré une erreur qu&apos;il n&apos;attendait pas, et l&apos;action n&apos;a pas été menée à bien. Vos fichiers sur le disque sont intacts ; enregistrez votre travail sous un nouveau nom, puis signalez ceci, s&apos;il vous plaît :

%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown error</source>
        <translation>erreur inconnue</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::HexMapView</name>
    <message>
        <location filename="../src/gui/umbra/map/hex_map_view.cpp" line="+190"/>
        <source>No scenario open</source>
        <translation>Aucun scénario ouvert</translation>
    </message>
    <message>
        <location filename="../src/gui/umbra/map/hex_map_view_mouse.cpp" line="+308"/>
        <source>%1 — Force %2</source>
        <translation>%1 — Force %2</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n counter(s) in this hex: click the top one to cycle</source>
        <translation>
            <numerusform>%n pion dans cet hexagone : cliquez sur celui du dessus pour passer au suivant</numerusform>
            <numerusform>%n pions dans cet hexagone : cliquez sur celui du dessus pour passer au suivant</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>arbitre::gui::InspectorDock</name>
    <message>
        <location filename="../src/gui/umbra/docks/inspector_dock.cpp" line="+53"/>
        <source>Defined by rule %1</source>
        <translation>Défini par la règle %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Inspector</source>
        <translation>Inspecteur</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Select a unit, a side or a hex on the map or in the order of battle.</source>
        <translation>Sélectionnez une unité, un parti ou un hexagone sur la carte ou dans l&apos;ordre de bataille.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Force</source>
        <translation>Force</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Term</source>
        <translation>Terme</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Set %1 of %2</source>
        <translation>Modification de « %1 » de %2</translation>
    </message>
    <message>
        <location line="+144"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../src/gui/umbra/docks/inspector_dock_pages.cpp" line="+34"/>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Consolidating</source>
        <translation>Consolide sa position</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Moved</source>
        <translation>S&apos;est déplacée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raising a defensive position</source>
        <translation>Lève une position défensive</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leaving the confrontation</source>
        <translation>Quitte la confrontation</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Base type</source>
        <translation>Type de base</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Machine Force</source>
        <translation>Force de la machine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Armament</source>
        <translation>Armement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Training</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fatigue</source>
        <translation>Fatigue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wounded</source>
        <translation>Blessé</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Adjectives</source>
        <translation>Adjectifs</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+51"/>
        <location line="+96"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location line="-146"/>
        <location line="+51"/>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Order</source>
        <translation>Ordre</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+119"/>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>Set-up</source>
        <translation>Préparation</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Raised by a levy: change the levy to change it.</source>
        <translation>Troupe issue d&apos;une levée : modifiez la levée pour la changer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+45"/>
        <source>Hex</source>
        <translation>Hexagone</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>Levy</source>
        <translation>Levée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1, day %2</source>
        <translation>%1, jour %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Personality · %1</source>
        <translation>Personnalité · %1</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Side</source>
        <translation>Parti</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strategy value (VS)</source>
        <translation>Valeur de stratégie (VS)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forestier X</source>
        <translation>Forestier X</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wounds</source>
        <translation>Blessures</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Skills</source>
        <translation>Compétences</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Scouts</source>
        <translation>Éclaireurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scouts&apos; VS</source>
        <translation>VS des éclaireurs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Command level</source>
        <translation>Niveau de commandement</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Troops</source>
        <translation>Troupes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 present of %2</source>
        <translation>%1 présentes sur %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Personalities</source>
        <translation>Personnalités</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Army strength</source>
        <translation>Force de l&apos;armée</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Hex %1</source>
        <translation>Hexagone %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Off the map</source>
        <translation>Hors de la carte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place</source>
        <translation>Lieu-dit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (levy point)</source>
        <translation>%1 (point de levée)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (+%2 %)</source>
        <translation>%1 (+%2 %)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fortify site</source>
        <translation>Site fortifiable</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Units</source>
        <translation>Unités</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::LevyDialog</name>
    <message>
        <location filename="../src/gui/umbra/dialogs/levy_dialog.cpp" line="+36"/>
        <source>Raise a Levy</source>
        <translation>Lever le ban</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&amp;Side:</source>
        <translation>&amp;Parti :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Place:</source>
        <translation>&amp;Lieu-dit :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrives from &amp;day:</source>
        <translation>Arrive à partir du &amp;jour :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The domain (UD-13 to UD-16)</source>
        <translation>Le domaine (UD-13 à UD-16)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Groups of métayers:</source>
        <translation>Groupes de métayers :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knights:</source>
        <translation>Chevaliers :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Squires:</source>
        <translation>Écuyers :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Men-at-arms:</source>
        <translation>Hommes d&apos;armes :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cavalry units are:</source>
        <translation>Type des unités de cavalerie :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Men-at-arms units are:</source>
        <translation>Type des unités d&apos;hommes d&apos;armes :</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Every place where troops can be raised already has its levy: add a place first.</source>
        <translation>Chaque lieu-dit où lever des troupes a déjà sa levée : ajoutez d&apos;abord un lieu-dit.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+6"/>
        <source>%n piétaille(s)</source>
        <translation>
            <numerusform>%n piétaille</numerusform>
            <numerusform>%n piétailles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-5"/>
        <source>%n cavalry unit(s)</source>
        <translation>
            <numerusform>%n unité de cavalerie</numerusform>
            <numerusform>%n unités de cavalerie</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Day %1: %2, %3</source>
        <translation>Jour %1 : %2, %3</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n unité(s)</source>
        <translation>
            <numerusform>%n unité</numerusform>
            <numerusform>%n unités</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-5"/>
        <source>%n men-at-arms unit(s)</source>
        <translation>
            <numerusform>%n unité d&apos;hommes d&apos;armes</numerusform>
            <numerusform>%n unités d&apos;hommes d&apos;armes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>arbitre::gui::MapOverview</name>
    <message>
        <location filename="../src/gui/umbra/map/map_overview.cpp" line="+21"/>
        <source>Click or drag to move the map view</source>
        <translation>Cliquez ou faites glisser pour déplacer la vue de la carte</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::ModifierTicks</name>
    <message>
        <location filename="../src/gui/napoleonic/figures_modifier_ticks.cpp" line="+57"/>
        <source>, at least %1</source>
        <translation>, au moins %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, at most %1</source>
        <translation>, au plus %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, one of</source>
        <translation>, un seul</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This procedure takes no modifiers.</source>
        <translation>Cette procédure ne prend aucun modificateur.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source> each</source>
        <translation> chacun</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::NewScenarioDialog</name>
    <message>
        <location filename="../src/gui/umbra/dialogs/new_scenario_dialog.cpp" line="+26"/>
        <source>New battle</source>
        <translation>Nouvelle bataille</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New Scenario</source>
        <translation>Nouveau scénario</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> hexes</source>
        <translation> hexagones</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pointy top (rows offset)</source>
        <translation>Sommet pointu (lignes décalées)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flat top (columns offset)</source>
        <translation>Sommet plat (colonnes décalées)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Ruleset:</source>
        <translation>&amp;Règles :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Width:</source>
        <translation>&amp;Largeur :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Height:</source>
        <translation>&amp;Hauteur :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Orientation:</source>
        <translation>&amp;Orientation :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Terrain:</source>
        <translation>&amp;Terrain :</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Choose a ruleset</source>
        <translation>Choisir un jeu de règles</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rulesets (*.json)</source>
        <translation>Jeux de règles (*.json)</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::OddsPanel</name>
    <message>
        <location filename="../src/gui/common/odds_panel.cpp" line="+41"/>
        <source>steps carried</source>
        <translation>pas reportés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>changes</source>
        <translation>changements</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>confrontation</source>
        <translation>confrontation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draw</source>
        <translation>tirage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>effect</source>
        <translation>effet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Force</source>
        <translation>Force</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gap</source>
        <translation>écart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>half step</source>
        <translation>demi-pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>halves</source>
        <translation>demis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inflicted</source>
        <translation>infligé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loss</source>
        <translation>perte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loss cap</source>
        <translation>plafond de perte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>losses</source>
        <translation>pertes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>maximum</source>
        <translation>maximum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>minimum</source>
        <translation>minimum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>morale after</source>
        <translation>moral après</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>base morale after</source>
        <translation>moral de base après</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>morale change</source>
        <translation>variation du moral</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>morale steps</source>
        <translation>crans de moral</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>nominal loss</source>
        <translation>perte nominale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PM after</source>
        <translation>PM après</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>raw score</source>
        <translation>score brut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>side</source>
        <translation>camp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>steps</source>
        <translation>pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>steps this action</source>
        <translation>pas de cette action</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>target&apos;s wounds</source>
        <translation>blessures de la cible</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>value</source>
        <translation>valeur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wins in a row</source>
        <translation>victoires consécutives</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wounds</source>
        <translation>blessures</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>The odds with one modifier ticked or unticked, beside the odds as set</source>
        <translation>Les chances avec un modificateur coché ou décoché, à côté des chances telles que réglées</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What if:</source>
        <translation>Et si :</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+62"/>
        <source>Set a procedure up to see its odds.</source>
        <translation>Réglez une procédure pour voir ses chances.</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Choose the %1 to see the odds.</source>
        <translation>Choisissez « %1 » pour voir les chances.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>(as set)</source>
        <translation>(tel que réglé)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>without %1</source>
        <translation>sans %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>with %1</source>
        <translation>avec %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>No odds: %1</source>
        <translation>Pas de chances : %1</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Before the roll: exact, over %n face sequence(s).</source>
        <translation>
            <numerusform>Avant le jet : exactes, sur %n suite de faces.</numerusform>
            <numerusform>Avant le jet : exactes, sur %n suites de faces.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Before the roll: %n seeded plays, each percentage within about two points.</source>
        <translation>
            <numerusform>Avant le jet : %n partie tirée, chaque pourcentage à environ deux points près.</numerusform>
            <numerusform>Avant le jet : %n parties tirées, chaque pourcentage à environ deux points près.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>as set</source>
        <translation>tel que réglé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>what if</source>
        <translation>et si</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Expected</source>
        <translation>Attendu</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(when there is one: %1)</source>
        <translation>(quand il y en a : %1)</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::OpenErrorDialog</name>
    <message>
        <location filename="../src/gui/shell/open_error.cpp" line="+45"/>
        <source>Cannot open %1</source>
        <translation>Impossible d&apos;ouvrir %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+8"/>
        <source>This is not an Arbitre file.</source>
        <translation>Ce n&apos;est pas un fichier Arbitre.</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>“%1” is not a text file Arbitre can read: an image, a document or another program&apos;s file, perhaps renamed. Arbitre opens the scenarios and saved sessions of its rule systems.</source>
        <translation>« %1 » n&apos;est pas un fichier texte qu&apos;Arbitre sait lire : une image, un document ou le fichier d&apos;un autre programme, peut-être renommé. Arbitre ouvre les scénarios et les parties enregistrées de ses systèmes de règles.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>“%1” is a JSON file, but not a scenario or a saved session: it names no ruleset and no rule system.</source>
        <translation>« %1 » est un fichier JSON, mais ni un scénario ni une partie enregistrée : il ne nomme ni jeu de règles ni système de règles.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This is a ruleset: open a scenario that uses it.</source>
        <translation>C&apos;est un jeu de règles : ouvrez un scénario qui l&apos;utilise.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“%1” holds the rules of %2, not a battle. Open a scenario or a saved session of %2 (File ▸ Open a Demo has some), or make a new one with File ▸ New.</source>
        <translation>« %1 » contient les règles du système %2, pas une bataille. Ouvrez un scénario ou une partie enregistrée de ce système (Fichier ▸ Ouvrir une démo en propose), ou créez-en un avec Fichier ▸ Nouveau.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file ends early, at line %1.</source>
        <translation>Le fichier s&apos;arrête trop tôt, à la ligne %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“%1” was cut short, perhaps by a copy or a save that was interrupted. Open an earlier copy of it; nothing was opened.</source>
        <translation>« %1 » a été tronqué, peut-être par une copie ou un enregistrement interrompu. Ouvrez-en une copie antérieure ; rien n&apos;a été ouvert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file cannot be read.</source>
        <translation>Le fichier ne peut pas être lu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“%1” is missing, is a folder, is too large, or you may not read it.</source>
        <translation>« %1 » n&apos;existe pas, est un dossier, est trop volumineux, ou vous n&apos;avez pas le droit de le lire.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This file has mistakes.</source>
        <translation>Ce fichier contient des erreurs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is an Arbitre file, but it (or the ruleset it names) has the problems listed below, each with its line and column.</source>
        <translation>« %1 » est un fichier Arbitre, mais lui (ou le jeu de règles qu&apos;il nomme) présente les problèmes listés ci-dessous, chacun avec sa ligne et sa colonne.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Details, for designers (file:line:column: JSON pointer: problem):</source>
        <translation>Détails, pour les concepteurs (fichier:ligne:colonne: pointeur JSON: problème) :</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::OrderOfBattleDock</name>
    <message>
        <location filename="../src/gui/umbra/docks/order_of_battle_dock.cpp" line="+118"/>
        <source>Filter by name, id or type</source>
        <translation>Filtrer par nom, identifiant ou type</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Order of Battle</source>
        <translation>Ordre de bataille</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::OrderOfBattleModel</name>
    <message>
        <location filename="../src/gui/umbra/docks/order_of_battle_model.cpp" line="+205"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Force</source>
        <translation>Force</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fatigue</source>
        <translation>Fatigue</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wounded</source>
        <translation>Blessé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hex</source>
        <translation>Hex</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Force (F) outside a fight: base, armament, training, fatigue, wound, floor (UD-20–UD-31)</source>
        <translation>Force (F) hors combat : base, armement, entraînement, fatigue, blessure, plancher (UD-20–UD-31)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Morale ladder (UD-27)</source>
        <translation>Échelle de moral (UD-27)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fatigue scale (UD-26)</source>
        <translation>Échelle de fatigue (UD-26)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A wounded troop (UD-28); a personality&apos;s wounds (UD-41)</source>
        <translation>Troupe blessée (UD-28) ; blessures d&apos;une personnalité (UD-41)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shown when the unit is not present: eliminated, fled, to be raised…</source>
        <translation>Affiché quand l&apos;unité n&apos;est pas présente : éliminée, en fuite, à lever…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>[column, row] on the map, or the day a levy arrives (UD-18)</source>
        <translation>[colonne, ligne] sur la carte, ou jour d&apos;arrivée d&apos;une levée (UD-18)</translation>
    </message>
    <message>
        <location filename="../src/gui/umbra/docks/order_of_battle_model_data.cpp" line="+66"/>
        <source>Army strength: the Force of the present troops and personalities (UD-43)</source>
        <translation>Force de l&apos;armée : Force des troupes et personnalités présentes (UD-43)</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 (%2): %n troop(s)</source>
        <translation>
            <numerusform>%1 (%2) : %n troupe</numerusform>
            <numerusform>%1 (%2) : %n troupes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+124"/>
        <source>Personalities</source>
        <translation>Personnalités</translation>
    </message>
    <message>
        <location line="-116"/>
        <location line="+4"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Personalities (UD-40)</source>
        <translation>Personnalités (UD-40)</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1
%2 · %3</source>
        <translation>%1
%2 · %3</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Wounded: the next wound eliminates it (UD-28)</source>
        <translation>Blessée : la prochaine blessure l&apos;élimine (UD-28)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>%1
%2 · VS %3 · %4</source>
        <translation>%1
%2 · VS %3 · %4</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%n wound(s) (UD-41)</source>
        <translation>
            <numerusform>%n blessure (UD-41)</numerusform>
            <numerusform>%n blessures (UD-41)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>arbitre::gui::OverrideDialog</name>
    <message>
        <location filename="../src/gui/umbra/dialogs/play_dialogs.cpp" line="+68"/>
        <source>Override %1</source>
        <translation>Décision du MJ : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The GM&apos;s word stands over the computed result; the log keeps the reason and the rule it replaces (UD-M5).</source>
        <translation>La décision du MJ prime sur le résultat calculé ; le journal en garde la raison et la règle qu&apos;elle remplace (UD-M5).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fatigue</source>
        <translation>Fatigue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wounded</source>
        <translation>Blessé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wounds</source>
        <translation>Blessures</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hex</source>
        <translation>Hexagone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Value:</source>
        <translation>&amp;Valeur :</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>off the map</source>
        <translation>hors de la carte</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;New value:</source>
        <translation>&amp;Nouvelle valeur :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>required: why the GM overrides</source>
        <translation>obligatoire : pourquoi le MJ passe outre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reason:</source>
        <translation>&amp;Raison :</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>wounded</source>
        <translation>blessé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not wounded</source>
        <translation>non blessé</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::PanelLayout</name>
    <message>
        <location filename="../src/gui/common/panel_layout.cpp" line="+52"/>
        <source>&amp;Collapse Panels</source>
        <translation>&amp;Replier les panneaux</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Folds the panels into tabs at the window&apos;s edge: the map takes the window (F9)</source>
        <translation>Replie les panneaux en onglets au bord de la fenêtre : la carte prend toute la fenêtre (F9)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Full-Screen Map</source>
        <translation>Carte en &amp;plein écran</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Reset Panel Layout</source>
        <translation>&amp;Rétablir la disposition des panneaux</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Panels</source>
        <translation>Panneaux</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Shows the panels, “%1” in front (F9)</source>
        <translation>Affiche les panneaux, « %1 » devant (F9)</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::PmBattleWindow</name>
    <message>
        <location filename="../src/gui/pm/pm_battle_panels.cpp" line="+47"/>
        <source>drawn in %1–%2 with a d%3 showing %4 (PM-A5); </source>
        <translation>tiré entre %1 et %2 avec un d%3 donnant %4 (PM-A5) ; </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>within the cap of %1</source>
        <translation>sous le plafond de %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>capped: %1 PM can inflict at most %2 (PM-13)</source>
        <translation>plafonné : %1 PM infligent au plus %2 (PM-13)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>capped: %1&apos;s %2 PM can inflict at most %3, a winner loses at most half: %4 (PM-14)</source>
        <translation>plafonné : les %2 PM de %1 infligent au plus %3, le vainqueur perd au plus la moitié : %4 (PM-14)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>all the PM it had left (PM-A15)</source>
        <translation>toute la PM qui lui restait (PM-A15)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no army is destroyed in one phase: it keeps %1 PM (PM-18)</source>
        <translation>aucune armée n&apos;est détruite en une phase : elle garde %1 PM (PM-18)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the GM&apos;s value (PM-M4)</source>
        <translation>la valeur du MJ (PM-M4)</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Phase %1</source>
        <translation>Phase %1</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%1 PM → %n dice:</source>
        <translation>
            <numerusform>%1 PM → %n dé :</numerusform>
            <numerusform>%1 PM → %n dés :</numerusform>
        </translation>
    </message>
    <message>
        <location line="-75"/>
        <source>feat of arms (PM-7)</source>
        <translation>fait d&apos;armes majeur (PM-7)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>nominal</source>
        <translation>nominal</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>two wins in a row, PM-16</source>
        <translation>deux victoires consécutives, PM-16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PM-15</source>
        <translation>PM-15</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tie, PM-9, PM-A6</source>
        <translation>égalité, PM-9, PM-A6</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>win run %1</source>
        <translation>série de victoires %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Out of combat: must withdraw (PM-17)</source>
        <translation>Hors de combat : doit se retirer (PM-17)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>PM dice (PM-3)</source>
        <translation>Dés de PM (PM-3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players (PM-6)</source>
        <translation>Joueurs (PM-6)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score (PM-2)</source>
        <translation>Score (PM-2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Losses (PM-13, PM-14)</source>
        <translation>Pertes (PM-13, PM-14)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Morale after</source>
        <translation>Moral après</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 wins</source>
        <translation>%1 l&apos;emporte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no winner</source>
        <translation>pas de vainqueur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gap</source>
        <translation>Écart</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · GM override (PM-M4)</source>
        <translation> · décision du MJ (PM-M4)</translation>
    </message>
    <message>
        <location filename="../src/gui/pm/pm_battle_window.cpp" line="+58"/>
        <source>Play Phase</source>
        <translation>Jouer la phase</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record Decisions</source>
        <translation>Enregistrer les décisions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Negotiation succeeded: the battle ends</source>
        <translation>Négociation réussie : la bataille prend fin</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Phase Result</source>
        <translation>Résultat de la phase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Odds</source>
        <translation>Chances</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The chance of each outcome of the next phase, before the roll</source>
        <translation>Les chances de chaque issue de la prochaine phase, avant le jet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PM and Morale</source>
        <translation>PM et moral</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Battle Log</source>
        <translation>Journal de bataille</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;battle opened&gt;</source>
        <translation>&lt;bataille ouverte&gt;</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Next phase</source>
        <translation>Prochaine phase</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>rolled by Arbitre, or type them: 4 2 6…</source>
        <translation>lancés par Arbitre, ou saisissez-les : 4 2 6…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PM dice (PM-3):</source>
        <translation>Dés de PM (PM-3) :</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>roll</source>
        <translation>lancer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (NPC)</source>
        <translation> (PNJ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s die (PM-6):</source>
        <translation>Dé de %1 (PM-6) :</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The PM this army engages (PM-A2): it feeds the damage cap</source>
        <translation>La PM que cette armée engage (PM-A2) : elle fixe le plafond de dégâts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PM engaged:</source>
        <translation>PM engagée :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>why (required with a modifier)</source>
        <translation>pourquoi (obligatoire avec un modificateur)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score modifier (PM-A18):</source>
        <translation>Modificateur de score (PM-A18) :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decision after the phase (PM-19)</source>
        <translation>Décision après la phase (PM-19)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>terms, orders, what the players said…</source>
        <translation>conditions, ordres, ce qu&apos;ont dit les joueurs…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decision:</source>
        <translation>Décision :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note:</source>
        <translation>Note :</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Battle</source>
        <translation>&amp;Bataille</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play Phase</source>
        <translation>&amp;Jouer la phase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Return</source>
        <translation>Ctrl+Return</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record &amp;Decisions</source>
        <translation>Enregistrer les &amp;décisions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Override a Value…</source>
        <translation>&amp;Passer outre une valeur…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Override the Next &amp;Phase…</source>
        <translation>Passer outre la &amp;prochaine phase…</translation>
    </message>
    <message>
        <location line="+70"/>
        <location line="+4"/>
        <location line="+16"/>
        <source>Cannot play the phase</source>
        <translation>Impossible de jouer la phase</translation>
    </message>
    <message numerus="yes">
        <location line="-15"/>
        <source>%1 rolls %n PM dice (PM-3); %2 typed.</source>
        <translation>
            <numerusform>%1 lance %n dé de PM (PM-3) ; %2 saisis.</numerusform>
            <numerusform>%1 lance %n dés de PM (PM-3) ; %2 saisis.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Cannot record the decisions</source>
        <translation>Impossible d&apos;enregistrer les décisions</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>The battle is over (%1).</source>
        <translation>La bataille est terminée (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1. Record the decisions: it withdraws.</source>
        <translation>%1. Enregistrez les décisions : elle se retire.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After phase %1, a tie: each side withdraws or fights a new phase (PM-A7). Record the decisions, or play the next phase (both continue).</source>
        <translation>Après la phase %1, égalité : chaque camp se retire ou engage une nouvelle phase (PM-A7). Enregistrez les décisions, ou jouez la phase suivante (les deux continuent).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After phase %1: each side continues, withdraws or negotiates (PM-19). Record the decisions, or play the next phase (both continue).</source>
        <translation>Après la phase %1 : chaque camp continue, se retire ou négocie (PM-19). Enregistrez les décisions, ou jouez la phase suivante (les deux continuent).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Phase %1: enter the players&apos; dice, type the PM dice or leave them to Arbitre, and play.</source>
        <translation>Phase %1 : saisissez les dés des joueurs, tapez les dés de PM ou laissez-les à Arbitre, puis jouez.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The next phase carries a GM override (PM-M4): %1</source>
        <translation>La prochaine phase porte une décision du MJ (PM-M4) : %1</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>%n PM dice</source>
        <translation>
            <numerusform>%n dé de PM</numerusform>
            <numerusform>%n dés de PM</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Morale &lt;b&gt;%1&lt;/b&gt; = base %2 + units %3 (PM-4)</source>
        <translation>Moral &lt;b&gt;%1&lt;/b&gt; = base %2 + unités %3 (PM-4)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Command %1 (%2)</source>
        <translation>Commandement %1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No commander-in-chief: no command (PM-A12)</source>
        <translation>Pas de commandant en chef : pas de commandement (PM-A12)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players: %1</source>
        <translation>Joueurs : %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins in a row: %1</source>
        <translation>Victoires consécutives : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Changes strategy for the next phase (PM-A18)</source>
        <translation>Change de stratégie pour la prochaine phase (PM-A18)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Out of combat (PM-17)</source>
        <translation>Hors de combat (PM-17)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n dice of d%1</source>
        <translation>
            <numerusform>%n dé de d%1</numerusform>
            <numerusform>%n dés de d%1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>No phase played yet.</source>
        <translation>Aucune phase jouée.</translation>
    </message>
    <message>
        <location filename="../src/gui/pm/pm_battle_dialogs.cpp" line="+26"/>
        <source>Override a value (PM-M4)</source>
        <translation>Passer outre une valeur (PM-M4)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PM</source>
        <translation>PM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base morale</source>
        <translation>Moral de base</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins in a row</source>
        <translation>Victoires consécutives</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out of combat (1 = yes, 0 = no)</source>
        <translation>Hors de combat (1 = oui, 0 = non)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Side:</source>
        <translation>Camp :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value:</source>
        <translation>Valeur :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New value:</source>
        <translation>Nouvelle valeur :</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+60"/>
        <source>Reason (logged):</source>
        <translation>Raison (journalisée) :</translation>
    </message>
    <message>
        <location line="-43"/>
        <location line="+61"/>
        <source>Cannot override</source>
        <translation>Impossible de passer outre</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Override the next phase (PM-M4)</source>
        <translation>Passer outre la prochaine phase (PM-M4)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checked values replace what the rules compute for the next phase; the log keeps them with the reason.</source>
        <translation>Les valeurs cochées remplacent ce que les règles calculent pour la prochaine phase ; le journal les garde avec la raison.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Score of %1:</source>
        <translation>Score de %1 :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nominal loss of %1:</source>
        <translation>Perte nominale de %1 :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loss of %1 after the caps:</source>
        <translation>Perte de %1 après les plafonds :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>as the gap gives it (PM-8)</source>
        <translation>selon l&apos;écart (PM-8)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Band:</source>
        <translation>Résultat :</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>An override needs its reason in the log (PM-M4).</source>
        <translation>Une décision du MJ doit avoir sa raison dans le journal (PM-M4).</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::PmChart</name>
    <message>
        <location filename="../src/gui/pm/pm_battle_panels.cpp" line="+46"/>
        <source>phase</source>
        <translation>phase</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: PM (solid), morale (dashed)</source>
        <translation>%1 : PM (trait plein), moral (tirets)</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::PmDocument</name>
    <message>
        <location filename="../src/gui/pm/pm_document.cpp" line="+15"/>
        <source>Phase %1</source>
        <translation>Phase %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Decisions after phase %1</source>
        <translation>Décisions après la phase %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Override %1 of %2</source>
        <translation>Décision du MJ : %1 de %2</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::ProcedureForm</name>
    <message>
        <location filename="../src/gui/common/procedure_form.cpp" line="+91"/>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::ProcedureWindow</name>
    <message>
        <location filename="../src/gui/common/procedure_window.cpp" line="+87"/>
        <source>&amp;Confirm</source>
        <translation>&amp;Confirmer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plays the procedure with the dice typed, Arbitre rolling the others (Ctrl+Return)</source>
        <translation>Joue la procédure avec les dés saisis, Arbitre lançant les autres (Ctrl+Entrée)</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>Choose the %1 to see the odds.</source>
        <translation>Choisissez « %1 » pour voir les chances.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The rules refuse it</source>
        <translation>Les règles le refusent</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Played: %1</source>
        <translation>Joué : %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::RallyDialog</name>
    <message>
        <location filename="../src/gui/umbra/dialogs/play_dialogs.cpp" line="-250"/>
        <source>End of Day %1</source>
        <translation>Fin du jour %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each fleeing troop rolls on its side&apos;s rally table (UD-100, UD-101). Then every troop rests (UD-102) and the next day&apos;s levies arrive (UD-18).</source>
        <translation>Chaque troupe en fuite lance le dé sur la table de ralliement de son parti (UD-100, UD-101). Ensuite, toutes les troupes se reposent (UD-102) et les levées du lendemain arrivent (UD-18).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>table %1</source>
        <translation>table %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No troop flees tonight.</source>
        <translation>Aucune troupe en fuite ce soir.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End the Day</source>
        <translation>Finir la journée</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>waiting for the die</source>
        <translation>en attente du dé</translation>
    </message>
    <message>
        <location line="+9"/>
        <source> (rolled by Arbitre)</source>
        <translation> (lancé par Arbitre)</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::ResolutionOverrideDialog</name>
    <message>
        <location line="+205"/>
        <source>Override the Resolution of Confrontation %1</source>
        <translation>Décision du MJ sur la résolution de la confrontation %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ticked values replace what the rules computed for this resolution; the log keeps them with your reason (UD-M5).</source>
        <translation>Les valeurs cochées remplacent ce que les règles ont calculé pour cette résolution ; le journal les garde avec votre raison (UD-M5).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Total of %1:</source>
        <translation>Total de %1 :</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Table:</source>
        <translation>Table :</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rolls (superior side):</source>
        <translation>Lance le dé (parti supérieur) :</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>required: why the GM overrides</source>
        <translation>obligatoire : pourquoi le MJ passe outre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reason:</source>
        <translation>&amp;Raison :</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::ReviewDock</name>
    <message>
        <location filename="../src/gui/common/review_dock.cpp" line="+40"/>
        <source>Review</source>
        <translation>Relecture</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>First event (Home)</source>
        <translation>Premier événement (Début)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous event (Left)</source>
        <translation>Événement précédent (Gauche)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play / pause (Space)</source>
        <translation>Lecture / pause (Espace)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next event (Right)</source>
        <translation>Événement suivant (Droite)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last event (End)</source>
        <translation>Dernier événement (Fin)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Speed:</source>
        <translation>Vitesse :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 events/s</source>
        <translation>%1 événements/s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Jump to:</source>
        <translation>Aller à :</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Bookmark…</source>
        <translation>Signet…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A note on the event shown, saved in the file (Ctrl+B)</source>
        <translation>Une note sur l’événement affiché, enregistrée dans le fichier (Ctrl+B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edit Note…</source>
        <translation>Modifier la note…</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+170"/>
        <source>Bookmark</source>
        <translation>Signet</translation>
    </message>
    <message>
        <location line="-170"/>
        <source>Note:</source>
        <translation>Note :</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Start · %1</source>
        <translation>Début · %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event %1 of %2 · %3</source>
        <translation>Événement %1 sur %2 · %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The battle as it stood before the first event.</source>
        <translation>La bataille telle qu’elle était avant le premier événement.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Event %1</source>
        <translation>Événement %1</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>A note on this moment of the battle:</source>
        <translation>Une note sur ce moment de la bataille :</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::Shell</name>
    <message>
        <location filename="../src/gui/shell/shell.cpp" line="+72"/>
        <source>Open a scenario or a saved session</source>
        <translation>Ouvrir un scénario ou une partie enregistrée</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+17"/>
        <source>Arbitre sessions and scenarios (*.json)</source>
        <translation>Parties et scénarios Arbitre (*.json)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Open a saved session for review</source>
        <translation>Ouvrir une partie enregistrée pour la relire</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>Recover a session?</source>
        <translation>Récupérer une partie ?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arbitre did not close properly. An autosave of “%1” from %2 was found.

Recover it?</source>
        <translation>Arbitre ne s&apos;est pas fermé correctement. Une sauvegarde automatique de « %1 » datant du %2 a été trouvée.

La récupérer ?</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Cannot recover “%1”</source>
        <translation>Impossible de récupérer « %1 »</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The session cannot be recovered.</source>
        <translation>La partie ne peut pas être récupérée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None of its autosaves opens. Its saved file, if it has one, may still open.</source>
        <translation>Aucune de ses sauvegardes automatiques ne s&apos;ouvre. Son fichier enregistré, s&apos;il en a un, peut encore s&apos;ouvrir.</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::SightPicker</name>
    <message>
        <location filename="../src/gui/napoleonic/figures_sight_picker.cpp" line="+26"/>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Counts at box</source>
        <translation>Compte dans la case</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Friends</source>
        <translation>Amis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enemies (the opponent included)</source>
        <translation>Ennemis (l&apos;adversaire compris)</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::TablePanelWindow</name>
    <message>
        <location filename="../src/gui/napoleonic/table_panel_window.cpp" line="+37"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Odds</source>
        <translation>Chances</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The chance of each outcome of the procedure as set, before the roll</source>
        <translation>Les chances de chaque issue de la procédure telle que réglée, avant le jet</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Nothing logged yet.</source>
        <translation>Rien de consigné pour l&apos;instant.</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+22"/>
        <source>Refused</source>
        <translation>Refusé</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Preview — not logged yet</source>
        <translation>Aperçu — pas encore consigné</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Logged: %1</source>
        <translation>Consigné : %1</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::UmbraDocument</name>
    <message>
        <location filename="../src/gui/umbra/umbra_document.cpp" line="+83"/>
        <source>The battle has begun: the scenario can no longer be set up.</source>
        <translation>La bataille a commencé : le scénario ne peut plus être préparé.</translation>
    </message>
    <message>
        <location filename="../src/gui/umbra/play_command.cpp" line="+22"/>
        <source>Begin the battle</source>
        <translation>Début de la bataille</translation>
    </message>
    <message>
        <location filename="../src/gui/umbra/umbra_document_play.cpp" line="+38"/>
        <source>The dice Arbitre rolled for %1 no longer stand at their place in the turn: take them back and roll them again.</source>
        <translation>Les dés qu’Arbitre a lancés pour %1 ne sont plus à leur place dans le tour : reprenez-les et relancez-les.</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>UD-68: units move only in a movement step.</source>
        <translation>UD-68 : les unités ne se déplacent que pendant une phase de mouvement.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>UD-71: it is %1&apos;s movement step.</source>
        <translation>UD-71 : c&apos;est la phase de mouvement de %1.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Forced march of %1</source>
        <translation>Marche forcée de %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move %1</source>
        <translation>Déplacement de %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 consolidates</source>
        <translation>%1 consolide sa position</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 builds a position</source>
        <translation>%1 lève une position défensive</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 stays</source>
        <translation>%1 reste sur place</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cancel the order of %1</source>
        <translation>Annulation de l&apos;ordre de %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>UD-71: conditional orders are given in a movement step.</source>
        <translation>UD-71 : les ordres conditionnels se donnent pendant une phase de mouvement.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Conditional order for %1</source>
        <translation>Ordre conditionnel pour %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>UD-68: this is not a movement step.</source>
        <translation>UD-68 : ce n&apos;est pas une phase de mouvement.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Movement of %1</source>
        <translation>Mouvement de %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Conditional orders settled</source>
        <translation>Ordres conditionnels tranchés</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Merge confrontation %1 into %2</source>
        <translation>Fusion de la confrontation %1 dans la confrontation %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Split confrontation %1</source>
        <translation>Scission de la confrontation %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+91"/>
        <source>UD-68: dice are rolled in a confrontation step.</source>
        <translation>UD-68 : les dés se lancent pendant une phase de confrontation.</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>Die %1 entered for confrontation %2</source>
        <translation>Dé %1 saisi pour la confrontation %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die %1 rolled for confrontation %2</source>
        <translation>Dé %1 lancé pour la confrontation %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Take back a die of confrontation %1</source>
        <translation>Reprise d&apos;un dé de la confrontation %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Confrontation %1 is not fought this turn.</source>
        <translation>La confrontation %1 n&apos;a pas lieu ce tour-ci.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Decisions for confrontation %1</source>
        <translation>Décisions pour la confrontation %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>UD-68: the turn is resolved after the movement steps.</source>
        <translation>UD-68 : le tour se résout après les phases de mouvement.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Confrontation %1 waits for a die (UD-86).</source>
        <translation>La confrontation %1 attend un dé (UD-86).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resolve day %1, turn %2</source>
        <translation>Résolution du jour %1, tour %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>End of day %1</source>
        <translation>Fin du jour %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Override %1&apos;s %2</source>
        <translation>Décision du MJ sur %1 (%2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Vision stratégique of %1 on %2</source>
        <translation>Vision stratégique de %1 sur %2</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::UmbraWindow</name>
    <message>
        <location filename="../src/gui/umbra/umbra_window.cpp" line="+86"/>
        <source> · reached next turn, a difficult hex (UD-A43)</source>
        <translation> · atteint au tour suivant, hexagone difficile (UD-A43)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · forced march, +%1 fatigue (UD-74)</source>
        <translation> · marche forcée, +%1 fatigue (UD-74)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · in reach (UD-72)</source>
        <translation> · à portée (UD-72)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, contact with the enemy (UD-82)</source>
        <translation>, contact avec l&apos;ennemi (UD-82)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, leaves the confrontation: −%1 F today (UD-73)</source>
        <translation>, quitte la confrontation : −%1 F aujourd&apos;hui (UD-73)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, leaves the confrontation freely (UD-A44)</source>
        <translation>, quitte la confrontation sans pénalité (UD-A44)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hex [%1, %2] · %3</source>
        <translation>Hexagone [%1, %2] · %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Overview</source>
        <translation>Vue d&apos;ensemble</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;scenario opened&gt;</source>
        <translation>&lt;scénario ouvert&gt;</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Battle, %1</source>
        <translation>Bataille, %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot export the battle log</source>
        <translation>Impossible d&apos;exporter le journal de bataille</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exported %1</source>
        <translation>%1 exporté</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Ruleset: %1 %2</source>
        <translation>Règles : %1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../src/gui/umbra/umbra_window_actions.cpp" line="+153"/>
        <location filename="../src/gui/umbra/umbra_window_setup.cpp" line="+156"/>
        <source>Set-up</source>
        <translation>Préparation</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · unsaved changes</source>
        <translation> · modifications non enregistrées</translation>
    </message>
    <message>
        <location filename="../src/gui/umbra/umbra_window_actions.cpp" line="-110"/>
        <source>&amp;New Scenario…</source>
        <translation>&amp;Nouveau scénario…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;In</source>
        <translation>Zoom a&amp;vant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit Map to Window</source>
        <translation>&amp;Ajuster la carte à la fenêtre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Select and Move</source>
        <translation>&amp;Sélectionner et déplacer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paint Terrain</source>
        <translation>&amp;Peindre le terrain</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add &amp;Side…</source>
        <translation>Ajouter un p&amp;arti…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add &amp;Troop…</source>
        <translation>Ajouter une &amp;troupe…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add &amp;Personality…</source>
        <translation>Ajouter une pe&amp;rsonnalité…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add P&amp;lace Here…</source>
        <translation>Ajouter un lieu-&amp;dit ici…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set P&amp;osition Here…</source>
        <translation>Définir la p&amp;osition ici…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Toggle &amp;Fortify Site Here</source>
        <translation>Marquer/démarquer un site &amp;fortifiable ici</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Raise a Levy…</source>
        <translation>&amp;Lever le ban…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take Unit &amp;Off the Map</source>
        <translation>Retirer l&apos;unité de la &amp;carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete Unit</source>
        <translation>&amp;Supprimer l&apos;unité</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Adds a named place (lieu-dit) on the selected hex</source>
        <translation>Ajoute un lieu-dit sur l&apos;hexagone sélectionné</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raises the ban of a domain at a place with the levy rules (UD-13 to UD-19)</source>
        <translation>Lève le ban d&apos;un domaine en un lieu-dit selon les règles de levée (UD-13 à UD-19)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The new language applies when Arbitre restarts.</source>
        <translation>La nouvelle langue s&apos;appliquera au prochain démarrage d&apos;Arbitre.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show &amp;Ids (for Designers)</source>
        <translation>Afficher les &amp;identifiants (pour les concepteurs)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Set-up</source>
        <translation>&amp;Préparation</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Terrain the brush paints</source>
        <translation>Terrain appliqué par le pinceau</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>radius </source>
        <translation>rayon </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brush radius in hexes</source>
        <translation>Rayon du pinceau en hexagones</translation>
    </message>
    <message>
        <location filename="../src/gui/umbra/umbra_window_setup.cpp" line="-101"/>
        <location line="+2"/>
        <source>%1: refused</source>
        <translation>%1 : refusé</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Cannot create the scenario</source>
        <translation>Impossible de créer le scénario</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Move %1 to [%2, %3]</source>
        <translation>Déplacement de %1 en [%2, %3]</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Paint %1 (%n hex(es))</source>
        <translation>
            <numerusform>Peinture : %1 (%n hexagone)</numerusform>
            <numerusform>Peinture : %1 (%n hexagones)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>In this hex</source>
        <translation>Dans cet hexagone</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Add a Troop Here…</source>
        <translation>Ajouter une troupe ici…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a Personality Here…</source>
        <translation>Ajouter une personnalité ici…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add a Place Here…</source>
        <translation>Ajouter un lieu-dit ici…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Remove the Place “%1”</source>
        <translation>Supprimer le lieu-dit « %1 »</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove place %1</source>
        <translation>Suppression du lieu-dit %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Set the Position Here…</source>
        <translation>Définir la position ici…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Toggle Fortify Site Here</source>
        <translation>Marquer/démarquer un site fortifiable ici</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Add a Side</source>
        <translation>Ajouter un parti</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name of the side:</source>
        <translation>Nom du parti :</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add side %1</source>
        <translation>Ajout du parti %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add a Troop</source>
        <translation>Ajouter une troupe</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+15"/>
        <source>Add a side first.</source>
        <translation>Ajoutez d&apos;abord un parti.</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Add troop %1</source>
        <translation>Ajout de la troupe %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Add a Personality</source>
        <translation>Ajouter une personnalité</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add personality %1</source>
        <translation>Ajout de la personnalité %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Add a Place</source>
        <translation>Ajouter un lieu-dit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name of the place (lieu-dit):</source>
        <translation>Nom du lieu-dit :</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add place %1</source>
        <translation>Ajout du lieu-dit %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Privileged Position</source>
        <translation>Position privilégiée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position on [%1, %2] (UD-79):</source>
        <translation>Position en [%1, %2] (UD-79) :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Set position on [%1, %2]</source>
        <translation>Définition de la position en [%1, %2]</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Mark fortify site [%1, %2]</source>
        <translation>Marquage du site fortifiable [%1, %2]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unmark fortify site [%1, %2]</source>
        <translation>Démarquage du site fortifiable [%1, %2]</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Raise a levy at %1</source>
        <translation>Levée du ban à %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Delete %1</source>
        <translation>Suppression de %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Take %1 off the map</source>
        <translation>Retrait de %1 de la carte</translation>
    </message>
    <message>
        <location filename="../src/gui/umbra/umbra_window_play.cpp" line="+46"/>
        <source>&amp;Next Step</source>
        <translation>Étape &amp;suivante</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+Return</source>
        <translation>Ctrl+Return</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ends this step of the day and goes on to the next (Ctrl+Return)</source>
        <translation>Termine cette étape de la journée et passe à la suivante (Ctrl+Entrée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Consolidate</source>
        <translation>&amp;Consolider</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Build a Position</source>
        <translation>&amp;Lever une position défensive</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the &amp;Order</source>
        <translation>Annuler l&apos;&amp;ordre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Leave the Confrontation</source>
        <translation>&amp;Quitter la confrontation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows the hexes where the unit leaves its fight; drag or click one (UD-73)</source>
        <translation>Montre les hexagones où l&apos;unité quitte son combat ; glissez-la ou cliquez sur l&apos;un d&apos;eux (UD-73)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Con&amp;ditional Order…</source>
        <translation>Ordre cond&amp;itionnel…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Override…</source>
        <translation>&amp;Décision du MJ…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Drag or click a shaded hex to leave the confrontation: −2 F today (UD-73), free on a later day (UD-A44).</source>
        <translation>Glissez l&apos;unité ou cliquez sur un hexagone ombré pour quitter la confrontation : −2 F aujourd&apos;hui (UD-73), sans pénalité un jour suivant (UD-A44).</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Play</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location line="+52"/>
        <location line="+29"/>
        <source>Refused by the rules</source>
        <translation>Refusé par les règles</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Orders</source>
        <translation>Ordres</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Confrontation %1</source>
        <translation>Confrontation %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Split This Hex Off</source>
        <translation>Détacher cet hexagone</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Merge Confrontation %1 Into This One</source>
        <translation>Fusionner la confrontation %1 avec celle-ci</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show in the Confrontation Panel</source>
        <translation>Afficher dans le panneau Confrontation</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::VeMapView</name>
    <message>
        <location filename="../src/gui/napoleonic/ve_map_painter.cpp" line="+341"/>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>R</source>
        <translation>D</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S</source>
        <translation>d</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Blocked: %1</source>
        <translation>Bloquée : %1</translation>
    </message>
    <message>
        <location filename="../src/gui/napoleonic/ve_map_view.cpp" line="+127"/>
        <source>[%1, %2] %3, level %4</source>
        <translation>[%1, %2] %3, niveau %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 — %2: %3, %4, %5, losses %6 / %7</source>
        <translation>%1 — %2 : %3, %4, %5, pertes %6 / %7</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::VeWindow</name>
    <message>
        <location filename="../src/gui/napoleonic/ve_table_panel.cpp" line="+81"/>
        <location line="+2"/>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>click a unit on the map or pick it here</source>
        <translation>cliquez sur une unité de la carte ou choisissez-la ici</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>other attacking units, comma separated (VE-A39)</source>
        <translation>autres unités attaquantes, séparées par des virgules (VE-A39)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>other defending units, comma separated</source>
        <translation>autres unités en défense, séparées par des virgules</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>front</source>
        <translation>front</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>flank</source>
        <translation>flanc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rear</source>
        <translation>arrière</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>result: rear, front, straight, any; melee: attacker, defender</source>
        <translation>résultat : rear, front, straight, any ; mêlée : attacker, defender</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the owner stays and loses a level (VE-10)</source>
        <translation>le propriétaire reste et perd un niveau (VE-10)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>(unchanged)</source>
        <translation>(inchangée)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>encircled (VE-21)</source>
        <translation>encerclé (VE-21)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>holds an enemy leader (VE-A19)</source>
        <translation>détient un chef ennemi (VE-A19)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a key of the unit or leader: cohesion, losses, hex…</source>
        <translation>une clé de l&apos;unité ou du chef : cohesion, losses, hex…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a number, an id, or JSON such as [10, 5]</source>
        <translation>un nombre, un identifiant, ou du JSON comme [10, 5]</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>why (kept in the log)</source>
        <translation>pourquoi (gardé dans le journal)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the dice thrown, in order (e.g. 3, 5); empty: Arbitre rolls</source>
        <translation>les dés lancés, dans l&apos;ordre (ex. 3, 5) ; vide : Arbitre les tire</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Procedure:</source>
        <translation>Procédure :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Acting unit:</source>
        <translation>Unité qui agit :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target:</source>
        <translation>Cible :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With:</source>
        <translation>Avec :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defenders:</source>
        <translation>Défenseurs :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attack from:</source>
        <translation>Attaque par :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stated:</source>
        <translation>Déclaré :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result:</source>
        <translation>Résultat :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blocked:</source>
        <translation>Bloqué :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New formation:</source>
        <translation>Nouvelle formation :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hex (col, row):</source>
        <translation>Hex (col., ligne) :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New facing:</source>
        <translation>Nouvelle orientation :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leader:</source>
        <translation>Chef :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event:</source>
        <translation>Événement :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Banner unit:</source>
        <translation>Unité porte-drapeau :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score, first side:</source>
        <translation>Score, premier camp :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score, second side:</source>
        <translation>Score, second camp :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Field:</source>
        <translation>Champ :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New value:</source>
        <translation>Nouvelle valeur :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason:</source>
        <translation>Raison :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice:</source>
        <translation>Dés :</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Preview</source>
        <translation>Aperçu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm</source>
        <translation>Confirmer</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>Pick the procedure, the units (on the map or in the lists) and the choices, type the dice or leave them to Arbitre, and press Preview: nothing is logged before Confirm.</source>
        <translation>Choisissez la procédure, les unités (sur la carte ou dans les listes) et les choix, saisissez les dés ou laissez Arbitre les tirer, puis appuyez sur Aperçu : rien n&apos;est consigné avant Confirmer.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Refused</source>
        <translation>Refusé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>“%1” is not a die value</source>
        <translation>« %1 » n&apos;est pas une valeur de dé</translation>
    </message>
    <message>
        <location filename="../src/gui/napoleonic/ve_window.cpp" line="+54"/>
        <source>Units</source>
        <translation>Unités</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+6"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;battle opened&gt;</source>
        <translation>&lt;bataille ouverte&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Table</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preview</source>
        <translation>&amp;Aperçu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Confirm</source>
        <translation>&amp;Confirmer</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Zoom &amp;In</source>
        <translation>Zoom a&amp;vant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit Map to Window</source>
        <translation>&amp;Ajuster la carte à la fenêtre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arm</source>
        <translation>Arme</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Formation</source>
        <translation>Formation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Freshness</source>
        <translation>Fraîcheur</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Cohesion</source>
        <translation>Cohésion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Losses</source>
        <translation>Pertes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leader</source>
        <translation>Chef</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Hex</source>
        <translation>Hex</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>eliminated</source>
        <translation>éliminée</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>off the map</source>
        <translation>hors de la carte</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Click a unit to select it; then point at a hex to see its line of sight, click an enemy to make it the target.</source>
        <translation>Cliquez sur une unité pour la sélectionner ; pointez ensuite un hex pour voir sa ligne de vue, cliquez sur un ennemi pour en faire la cible.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;%1&lt;/b&gt; selected.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; sélectionnée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;span style=&quot;color:#1e963c&quot;&gt;Line of sight to %1: clear (VE-48).&lt;/span&gt;</source>
        <translation>&lt;span style=&quot;color:#1e963c&quot;&gt;Ligne de vue vers %1 : dégagée (VE-48).&lt;/span&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;span style=&quot;color:#c81e1e&quot;&gt;Line of sight to %1: blocked at %2 by %3.&lt;/span&gt;</source>
        <translation>&lt;span style=&quot;color:#c81e1e&quot;&gt;Ligne de vue vers %1 : bloquée en %2 par %3.&lt;/span&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>at %1: fire %2</source>
        <translation>à %1 : feu %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Range (VE-45, VE-46): %1; maximum %2 hexes.</source>
        <translation>Portée (VE-45, VE-46) : %1 ; maximum %2 hex.</translation>
    </message>
</context>
<context>
    <name>arbitre::gui::WelcomeWidget</name>
    <message>
        <location filename="../src/gui/shell/welcome_widget.cpp" line="+19"/>
        <source>&lt;h1&gt;Arbitre&lt;/h1&gt;&lt;p&gt;Adjudicate your battle: a hex map, the orders of battle, and every result explained with its rule.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;Arbitre&lt;/h1&gt;&lt;p&gt;Arbitrez votre bataille : une carte hexagonale, les ordres de bataille, et chaque résultat expliqué par sa règle.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A bundled demo, opened as a new, unsaved session</source>
        <translation>Une démo fournie, ouverte comme une nouvelle partie non enregistrée</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Open a scenario or session…</source>
        <translation>Ouvrir un scénario ou une partie…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A file saved by Arbitre</source>
        <translation>Un fichier enregistré par Arbitre</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Recent files&lt;/b&gt;</source>
        <translation>&lt;b&gt;Fichiers récents&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No recent files yet</source>
        <translation>Aucun fichier récent pour l&apos;instant</translation>
    </message>
</context>
</TS>
